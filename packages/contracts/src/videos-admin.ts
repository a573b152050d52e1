// A shop video as the owner writes it: a title, a description, the video (one uploaded through
// /api/admin/uploads, or a YouTube address) and an optional poster picture.
import { isYoutubeUrl } from '@shop/domain/rules';
import { z } from 'zod';
import { textInput } from './text';
import { mediaUrl } from './admin-fields';

const UPLOADED_VIDEO = /^\/uploads\/videos\/[A-Za-z0-9_-]+\.(?:mp4|webm)$/;

export const videoFields = {
  title: textInput().trim().min(1, 'Please enter a title').max(200, 'A title has at most 200 characters'),
  description: textInput().trim().max(2000, 'A description has at most 2,000 characters'),
  url: textInput()
    .trim()
    .max(2000, 'An address has at most 2000 characters')
    .refine(
      (v) => UPLOADED_VIDEO.test(v) || isYoutubeUrl(v),
      'must be an uploaded video (/uploads/videos/…) or a YouTube address',
    ),
  thumbnail_url: mediaUrl.nullable(),
};

const videoShape = z.object(videoFields).partial();
export const videoChangeInput = videoShape;
export const videoCreateInput = videoShape.required({ title: true, url: true });
export type VideoChange = z.infer<typeof videoChangeInput>;
export type VideoCreate = z.infer<typeof videoCreateInput>;

export const videoIdParam = z.object({ id: z.uuid('must be a video id') });
