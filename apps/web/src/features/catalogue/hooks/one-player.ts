// Only one video plays at a time on the page: a player that starts takes the turn and the one that
// had it pauses. This is the page's UI state (which element makes sound), not the shop's.
export type Playing = { pause: () => void };

let current: Playing | null = null;

/** `player` starts playing: whoever was playing pauses. */
export function takeTurn(player: Playing): void {
  if (current && current !== player) current.pause();
  current = player;
}

/** `player` stopped (paused, ended, unmounted). */
export function endTurn(player: Playing): void {
  if (current === player) current = null;
}

/** Pause whatever plays (a pin's popup opened over it). */
export function pausePlaying(): void {
  current?.pause();
}
