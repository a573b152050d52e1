// The owner's product pins on a video: place one (product, x/y in percent, from a second for the tag
// window unless hide_at is given), move it, change its window, remove it. The storefront reads the
// pins with the video (catalogue.service catalogueVideo), so each change clears the visitors' cache.
import { pinWindow, pinWindowProblem } from '@shop/domain/rules';
import type { VideoTagChange, VideoTagCreate } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { sentFields } from '../../lib/sent-fields';
import { visitorCache } from '../../lib/visitor-cache';
import {
  deleteTag,
  findTag,
  insertTag,
  listTags,
  productExists,
  updateTag,
  videoExists,
  type NewTagRecord,
} from './video-tags.repo';

type Deps = Pick<AppDeps, 'database' | 'config'>;

const NO_VIDEO = 'No such video.';
const NO_PIN = 'No such pin on this video.';

const invalid = (path: string, message: string) =>
  new HttpError(400, 'invalid_input', `${path}: ${message}`, [{ path, message }]);

async function needVideo(deps: Deps, videoId: string) {
  if (!(await videoExists(deps.database.db, videoId))) throw new HttpError(404, 'not_found', NO_VIDEO);
}

export async function videoTags(deps: Deps, videoId: string) {
  await needVideo(deps, videoId);
  return { tags: await listTags(deps.database.db, videoId) };
}

async function oneTag(deps: Deps, videoId: string, tagId: string) {
  const tag = await findTag(deps.database.db, videoId, tagId);
  if (!tag) throw new HttpError(404, 'not_found', NO_PIN);
  return { tag };
}

export async function createTag(deps: Deps, videoId: string, input: VideoTagCreate) {
  const db = deps.database.db;
  await needVideo(deps, videoId);
  if (!(await productExists(db, input.product_id))) throw invalid('product_id', 'No such product.');
  const window = pinWindow(input.show_at, input.hide_at);
  const problem = pinWindowProblem(window.show_at, window.hide_at);
  if (problem) throw invalid('hide_at', problem);
  const id = await insertTag(db, {
    videoId,
    productId: input.product_id,
    positionX: input.position_x,
    positionY: input.position_y,
    timestamp: window.show_at,
    showAt: window.show_at,
    hideAt: window.hide_at,
  });
  visitorCache(deps).clear();
  return oneTag(deps, videoId, id);
}

export async function changeTag(deps: Deps, videoId: string, tagId: string, input: VideoTagChange) {
  const current = (await oneTag(deps, videoId, tagId)).tag;
  // A new start without a new end keeps the pin's length (moving the window, not stretching it).
  const showAt = input.show_at ?? current.show_at;
  const hideAt =
    input.hide_at ??
    (input.show_at === undefined ? current.hide_at : showAt + current.hide_at - current.show_at);
  const problem = pinWindowProblem(showAt, hideAt);
  if (problem) throw invalid('hide_at', problem);
  const record = sentFields<Partial<NewTagRecord>>({
    positionX: input.position_x,
    positionY: input.position_y,
  });
  if (input.show_at !== undefined || input.hide_at !== undefined)
    Object.assign(record, { showAt, hideAt, timestamp: showAt });
  if (Object.keys(record).length > 0) {
    if (!(await updateTag(deps.database.db, videoId, tagId, record)))
      throw new HttpError(404, 'not_found', NO_PIN);
    visitorCache(deps).clear();
  }
  return oneTag(deps, videoId, tagId);
}

export async function removeTag(deps: Deps, videoId: string, tagId: string) {
  if (!(await deleteTag(deps.database.db, videoId, tagId))) throw new HttpError(404, 'not_found', NO_PIN);
  visitorCache(deps).clear();
  return { deleted: true };
}
