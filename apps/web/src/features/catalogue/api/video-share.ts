// Sharing a video: the phone's own share sheet where the browser has one, else the link copied. A
// shopper closing the sheet (AbortError) is no failure and says nothing; a sheet that fails falls
// back to copying the link (spec §8), and only when that fails too does 'Failed to share video' show.
// Each completed share is counted.
import { notify } from '../../../lib/notify';
import { postVideoEvent } from './video-events';
import {
  COPY_LINK_FAILED_MESSAGE,
  LINK_COPIED_MESSAGE,
  SHARE_VIDEO_FAILED_MESSAGE,
} from '@shop/domain/texts';

export type ShareOutcome = 'shared' | 'copied' | 'closed' | 'copy-failed' | 'share-failed';

/** The parts of `navigator` sharing uses (tests hand in their own). */
export type ShareNavigator = {
  share?: (data: ShareData) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
};

const closedByShopper = (error: unknown) => error instanceof Error && error.name === 'AbortError';

async function copied(url: string, nav: ShareNavigator): Promise<boolean> {
  try {
    if (!nav.clipboard) return false;
    await nav.clipboard.writeText(url);
    return true;
  } catch {
    return false;
  }
}

export async function shareLink(
  data: { title: string; text?: string; url: string },
  nav: ShareNavigator,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (closedByShopper(error)) return 'closed';
      return (await copied(data.url, nav)) ? 'copied' : 'share-failed';
    }
  }
  return (await copied(data.url, nav)) ? 'copied' : 'copy-failed';
}

const TOASTS: Record<ShareOutcome, (() => void) | null> = {
  shared: null,
  closed: null,
  copied: () => notify.success(LINK_COPIED_MESSAGE),
  'copy-failed': () => notify.error(COPY_LINK_FAILED_MESSAGE),
  'share-failed': () => notify.error(SHARE_VIDEO_FAILED_MESSAGE),
};

/** Shares the video's own page; says how it went and counts a completed share. */
export async function shareVideo(
  video: { id: string; title: string },
  nav: ShareNavigator = navigator,
  origin: string = location.origin,
): Promise<ShareOutcome> {
  const url = `${origin}/videos/${video.id}`;
  const outcome = await shareLink({ title: video.title, url }, nav);
  TOASTS[outcome]?.();
  if (outcome === 'shared' || outcome === 'copied') postVideoEvent(video.id, 'share');
  return outcome;
}
