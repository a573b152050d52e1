// A shop video as the owner writes it: a title, a description, the video (one uploaded through
// /api/admin/uploads, or a YouTube address), an optional poster picture and whether it shows; and the
// product pins on it. Visitors send what they did with a video (videoEventInput).
import { isPlayableVideoUrl, pinWindowProblem, VIDEO_EVENT_KINDS } from '@shop/domain/rules';
import { z } from 'zod';
import { textInput } from './text';
import { mediaUrl } from './admin-fields';

export const videoFields = {
  title: textInput().trim().min(1, 'Please enter a title').max(200, 'A title has at most 200 characters'),
  description: textInput().trim().max(2000, 'A description has at most 2,000 characters'),
  url: textInput()
    .trim()
    .max(2000, 'An address has at most 2000 characters')
    .refine(isPlayableVideoUrl, 'must be an uploaded video (/uploads/videos/…) or a YouTube address'),
  thumbnail_url: mediaUrl.nullable(),
  active: z.boolean({ error: 'must be true or false' }),
};

const videoShape = z.object(videoFields).partial();
export const videoChangeInput = videoShape;
export const videoCreateInput = videoShape.required({ title: true, url: true });
export type VideoChange = z.infer<typeof videoChangeInput>;
export type VideoCreate = z.infer<typeof videoCreateInput>;

/** The text fields sent beside the files of an upload (multipart form fields are strings). */
export const videoUploadFields = z.object({
  title: videoFields.title,
  description: videoFields.description.optional().default(''),
});

export const videoIdParam = z.object({ id: z.uuid('must be a video id') });
export const videoTagParam = z.object({
  id: z.uuid('must be a video id'),
  tagId: z.uuid('must be a pin id'),
});

const percent = (axis: string) =>
  z
    .number({ error: `${axis} must be a number` })
    .min(0, `${axis} must be between 0 and 100`)
    .max(100, `${axis} must be between 0 and 100`);
const seconds = z.number({ error: 'must be a number of seconds' });

const windowIssue = (tag: { show_at?: number; hide_at?: number | null }, ctx: z.RefinementCtx) => {
  if (tag.show_at === undefined || tag.hide_at === undefined || tag.hide_at === null) return;
  const problem = pinWindowProblem(tag.show_at, tag.hide_at);
  if (problem) ctx.addIssue({ code: 'custom', path: ['hide_at'], message: problem });
};

/** A new pin: the product, where on the frame (percent) and from which second; hide_at defaults to +5 s. */
export const videoTagCreateInput = z
  .object({
    product_id: z.uuid('Please choose a product'),
    position_x: percent('x'),
    position_y: percent('y'),
    show_at: seconds.min(0, 'The pin must start at 0 seconds or later.'),
    hide_at: seconds.nullish(),
  })
  .superRefine(windowIssue);
export type VideoTagCreate = z.infer<typeof videoTagCreateInput>;

/** A pin moved (x/y) or given another window; only what is sent changes. */
export const videoTagChangeInput = z
  .object({
    position_x: percent('x'),
    position_y: percent('y'),
    show_at: seconds.min(0, 'The pin must start at 0 seconds or later.'),
    hide_at: seconds,
  })
  .partial()
  .superRefine(windowIssue);
export type VideoTagChange = z.infer<typeof videoTagChangeInput>;

/** What a visitor did with a video; any other kind is refused. */
export const videoEventInput = z.object({
  kind: z.enum(VIDEO_EVENT_KINDS, { error: `kind must be one of ${VIDEO_EVENT_KINDS.join(', ')}` }),
});
export type VideoEventInput = z.infer<typeof videoEventInput>;
