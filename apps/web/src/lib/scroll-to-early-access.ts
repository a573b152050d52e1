// The footer's early-access sign-up is the one place to join; banners and buttons anywhere in the
// shop bring the shopper there with this.

/** The id of the footer's sign-up section (also a link target: /#early-access-signup). */
export const EARLY_ACCESS_SIGNUP_ID = 'early-access-signup';

// Literal class names so Tailwind generates them.
const PULSE_CLASSES = ['ring-4', 'ring-accent', 'ring-offset-4', 'ring-offset-ink', 'animate-pulse'];
const PULSE_MS = 1_500;

/** Scrolls to the sign-up, makes it pulse for a moment and puts the cursor in its e-mail field. */
export function scrollToEarlyAccessSignup(): void {
  const section = document.getElementById(EARLY_ACCESS_SIGNUP_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
  section.classList.add(...PULSE_CLASSES);
  window.setTimeout(() => section.classList.remove(...PULSE_CLASSES), PULSE_MS);
  // preventScroll: focusing would otherwise jump straight there and cut the smooth scroll short.
  section.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
}
