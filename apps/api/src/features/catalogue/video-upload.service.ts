// Publishing a video from files the owner sends: the video (MP4 or WebM by its content, at most
// 100 MB) and, if chosen, a poster picture kept as the shop's WebP/AVIF widths. Without a poster the
// card shows the video's first frame (the player loads its metadata once it is near the screen).
import { videoUploadFields } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { Refused, storePictureFile, storeVideoFile, uploadKindOf } from '../uploads/uploads.service';
import { createVideo } from './videos-admin.service';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

const refused = (path: string, message: string) =>
  new HttpError(400, 'invalid_upload', `${path}: ${message}`, [{ path, message }]);

async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new HttpError(400, 'invalid_upload', 'Please send the video as multipart/form-data.');
  }
}

const fileField = (form: FormData, name: string) => {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
};
const textField = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
};

/** The checked, stored files of a video upload form and its title (the owner's or a creator's). */
export async function receiveVideoUpload(deps: Deps, request: Request) {
  const form = await formOf(request);
  const fields = videoUploadFields.parse({
    title: textField(form, 'title'),
    description: textField(form, 'description'),
  });
  const video = fileField(form, 'video');
  if (!video) throw refused('video', 'Please choose a video file (MP4 or WebM).');
  const poster = fileField(form, 'poster');
  // A poster that is no picture is refused before anything is written.
  if (poster && (await uploadKindOf(poster)) !== 'image')
    throw refused('poster', 'This file is not a picture (JPEG, PNG, GIF, WebP or AVIF).');
  let url: string;
  let thumbnail: string | null = null;
  try {
    url = await storeVideoFile(deps, video);
  } catch (error) {
    if (error instanceof Refused) throw refused('video', error.message);
    throw error;
  }
  if (poster) {
    try {
      thumbnail = await storePictureFile(deps, poster);
    } catch (error) {
      // A picture sharp cannot read: the video file stays on disk unused, like any unpublished upload.
      if (error instanceof Refused) throw refused('poster', error.message);
      throw error;
    }
  }
  return { ...fields, url, thumbnail_url: thumbnail };
}

export async function publishUploadedVideo(deps: Deps, request: Request) {
  return createVideo(deps, await receiveVideoUpload(deps, request));
}
