// What a shopper did with a video, told to the server so the grid can order videos by real
// engagement (the server counts each visitor once and works out the rate). Fire-and-forget: it never
// holds up the player, and a failure changes nothing for the shopper.
import type { VideoEventKind } from '@shop/domain/rules';

export type { VideoEventKind };

export function postVideoEvent(videoId: string, kind: VideoEventKind): void {
  try {
    void fetch(`/api/videos/${encodeURIComponent(videoId)}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind }),
      credentials: 'same-origin',
      // Sent even when the shopper is leaving the page (a share that opens another app).
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No fetch at all (an old browser): nothing to count.
  }
}
