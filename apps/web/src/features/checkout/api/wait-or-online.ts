// The pause between two asks about a pending payment, cut short when the device comes back online: a
// shopper back from the M-Pesa prompt on a flaky network has their payment confirmed as soon as the
// network is there, not a minute later. Only the confirmation is asked again, which the server answers
// for the payment already made (one order per payment); nothing is paid twice.
type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export type Wait = {
  /** Settles after `ms`, or at once when the device is online again. */
  done: Promise<void>;
  /** Stops waiting (the screen went away); `done` never settles then. */
  cancel: () => void;
};

export function waitOrOnline(ms: number, target: Target = window): Wait {
  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const stop = () => {
    clearTimeout(timer);
    target.removeEventListener('online', wake);
  };
  function wake() {
    stop();
    finish();
  }
  const timer = setTimeout(wake, ms);
  target.addEventListener('online', wake);
  return { done, cancel: stop };
}
