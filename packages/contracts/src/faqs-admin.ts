// An FAQ as the owner writes it, and the order of the FAQ page as a list of ids.
import { z } from 'zod';
import { wholeNumber } from './admin-fields';
import { textInput } from './text';

export const faqFields = {
  question: textInput()
    .trim()
    .min(1, 'Please enter a question')
    .max(300, 'A question has at most 300 characters'),
  answer: textInput()
    .trim()
    .min(1, 'Please enter an answer')
    .max(5000, 'An answer has at most 5,000 characters'),
  category: textInput()
    .trim()
    .min(1, 'Please enter a category')
    .max(60, 'A category has at most 60 characters'),
  display_order: wholeNumber('must be a number', 'Whole numbers only')
    .min(0, 'Cannot be below 0')
    .max(100_000),
  is_active: z.boolean(),
};

const faqShape = z.object(faqFields).partial();
export const faqChangeInput = faqShape;
export const faqCreateInput = faqShape.required({ question: true, answer: true });
export type FaqChange = z.infer<typeof faqChangeInput>;
export type FaqCreate = z.infer<typeof faqCreateInput>;

export const faqIdParam = z.object({ id: z.uuid('must be an FAQ id') });

export const faqReorderInput = z.object({
  ids: z
    .array(z.uuid('must be an FAQ id'))
    .min(1, 'Please list the FAQs in their new order')
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, 'An FAQ is listed twice'),
});
