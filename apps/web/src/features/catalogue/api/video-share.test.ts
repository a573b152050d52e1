// Sharing a video: the native sheet first, the copied link where there is none or it fails; the
// shopper closing the sheet says nothing; every completed share is counted, nothing else is.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { shareVideo, type ShareNavigator } from './video-share';

const { success, error, postVideoEvent } = vi.hoisted(() => ({
  success: vi.fn(),
  error: vi.fn(),
  postVideoEvent: vi.fn(),
}));
vi.mock('../../../lib/notify', () => ({ notify: { success, error, info: vi.fn() } }));
vi.mock('./video-events', () => ({ postVideoEvent }));

const video = { id: 'v-1', title: 'Linen for the heat' };
const ORIGIN = 'https://shop.test';
const LINK = 'https://shop.test/videos/v-1';

const failing = (name: string) => () => Promise.reject(Object.assign(new Error(name), { name }));
const clipboard = () => ({ writeText: vi.fn((_text: string) => Promise.resolve()) });

beforeEach(() => {
  success.mockReset();
  error.mockReset();
  postVideoEvent.mockReset();
});

describe('sharing a video', () => {
  it('opens the native share sheet with the video page and counts the share', async () => {
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    const copy = clipboard();
    expect(await shareVideo(video, { share, clipboard: copy }, ORIGIN)).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Linen for the heat', url: LINK });
    expect(copy.writeText).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(postVideoEvent).toHaveBeenCalledWith('v-1', 'share');
  });

  it('says nothing and counts nothing when the shopper closes the sheet', async () => {
    const copy = clipboard();
    const nav: ShareNavigator = { share: failing('AbortError'), clipboard: copy };
    expect(await shareVideo(video, nav, ORIGIN)).toBe('closed');
    expect(copy.writeText).not.toHaveBeenCalled();
    expect([...success.mock.calls, ...error.mock.calls]).toEqual([]);
    expect(postVideoEvent).not.toHaveBeenCalled();
  });

  it('copies the link when the browser has no share sheet', async () => {
    const copy = clipboard();
    expect(await shareVideo(video, { clipboard: copy }, ORIGIN)).toBe('copied');
    expect(copy.writeText).toHaveBeenCalledWith(LINK);
    expect(success).toHaveBeenCalledWith('Link copied to clipboard!');
    expect(postVideoEvent).toHaveBeenCalledWith('v-1', 'share');
  });

  it("says 'Failed to copy link' when copying is refused, and counts nothing", async () => {
    const nav: ShareNavigator = { clipboard: { writeText: failing('NotAllowedError') } };
    expect(await shareVideo(video, nav, ORIGIN)).toBe('copy-failed');
    expect(error).toHaveBeenCalledWith('Failed to copy link');
    expect(postVideoEvent).not.toHaveBeenCalled();
  });

  it("says 'Failed to copy link' in a browser with neither share sheet nor clipboard", async () => {
    expect(await shareVideo(video, {}, ORIGIN)).toBe('copy-failed');
    expect(error).toHaveBeenCalledWith('Failed to copy link');
  });

  it('falls back to copying the link when the share sheet fails', async () => {
    const copy = clipboard();
    expect(await shareVideo(video, { share: failing('DataError'), clipboard: copy }, ORIGIN)).toBe('copied');
    expect(copy.writeText).toHaveBeenCalledWith(LINK);
    expect(success).toHaveBeenCalledWith('Link copied to clipboard!');
    expect(postVideoEvent).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to share video' when the sheet and the copy both fail", async () => {
    const nav: ShareNavigator = {
      share: failing('NotAllowedError'),
      clipboard: { writeText: failing('NotAllowedError') },
    };
    expect(await shareVideo(video, nav, ORIGIN)).toBe('share-failed');
    expect(error).toHaveBeenCalledWith('Failed to share video');
    expect(success).not.toHaveBeenCalled();
    expect(postVideoEvent).not.toHaveBeenCalled();
  });
});
