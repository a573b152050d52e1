// Photos in chat: a multipart form with one `photo` file and the message's fields. The picture is
// judged by its content (not its name) and kept as the shop's WebP/AVIF widths, like the owner's
// uploads; anything else, or a file over CHAT_PHOTO_MAX_BYTES, is refused with a 4xx.
import { chatPhotoFields } from '@shop/contracts';
import { CHAT_PHOTO_MAX_BYTES } from '@shop/domain/rules';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../app-deps';
import { errorBody, HttpError } from '../../lib/errors';
import { Refused, storePictureFile } from '../uploads/uploads.service';

/** The paths app.ts exempts from its 1 MB body limit (the routes apply photoLimit instead). */
export const CHAT_PHOTO_PATHS = ['/api/chat/photos', '/api/admin/chat/photos'];
export const PHOTO_TOO_LARGE = 'A photo may be at most 5 MB.';

export const photoLimit = bodyLimit({
  // The photo and a few small fields.
  maxSize: CHAT_PHOTO_MAX_BYTES + 64 * 1024,
  onError: (c) => c.json(errorBody('too_large', PHOTO_TOO_LARGE), 413),
});

/** The form's photo and fields, checked. */
export async function photoForm(c: Context) {
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw new HttpError(400, 'invalid_upload', 'Please send the photo as multipart/form-data.');
  }
  const photo = form.get('photo');
  if (!(photo instanceof File) || photo.size === 0)
    throw new HttpError(400, 'no_photo', 'Please choose a photo.');
  if (photo.size > CHAT_PHOTO_MAX_BYTES) throw new HttpError(413, 'too_large', PHOTO_TOO_LARGE);
  const fields = chatPhotoFields.safeParse({
    clientId: form.get('clientId') ?? undefined,
    body: form.get('body') ?? undefined,
    conversationId: form.get('conversationId') ?? undefined,
  });
  if (!fields.success) {
    const issue = fields.error.issues[0]!;
    throw new HttpError(400, 'invalid_request', `${issue.path.join('.')} ${issue.message}`.trim());
  }
  return { photo, fields: fields.data };
}

/** Keeps the photo; a file that is not a readable picture is the sender's to fix (400). */
export async function keepChatPhoto(deps: Pick<AppDeps, 'config' | 'logger'>, photo: File): Promise<string> {
  try {
    return await storePictureFile(deps, photo);
  } catch (error) {
    if (error instanceof Refused) throw new HttpError(400, 'not_a_picture', error.message);
    throw error;
  }
}
