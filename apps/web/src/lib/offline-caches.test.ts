import { describe, expect, it } from 'vitest';
import { forgetOfflineCopies, OFFLINE_PAGES_CACHE, OFFLINE_PICTURES_CACHE } from './offline-caches';

describe('forgetting the offline copies at sign-out', () => {
  it('deletes the kept pages and pictures, and nothing else', async () => {
    const deleted: string[] = [];
    await forgetOfflineCopies({ delete: async (name) => (deleted.push(name), true) });
    expect(deleted.sort()).toEqual([OFFLINE_PAGES_CACHE, OFFLINE_PICTURES_CACHE].sort());
  });

  it('signs out all the same when the browser has no caches or refuses them', async () => {
    await expect(forgetOfflineCopies(undefined)).resolves.toBeUndefined();
    await expect(
      forgetOfflineCopies({ delete: () => Promise.reject(new DOMException('denied', 'SecurityError')) }),
    ).resolves.toBeUndefined();
  });
});
