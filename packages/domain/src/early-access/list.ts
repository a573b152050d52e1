// The early-access list after the sign-up: the welcome e-mail (its words and its retries) and leaving
// the list through the signed link in every mail. The server and the unsubscribe page say the same.
import { EARLY_ACCESS_MESSAGES } from '../forms/early-access';
import { TIER_THRESHOLDS, type TierThresholds } from '../tiers/tier';
import { EARLY_ACCESS_HOURS } from '../tiers/viewer';
import { formatKes } from '../money/money';

export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: 'This unsubscribe link is not valid. Please use the link in your latest early-access e-mail.',
  done: "You're unsubscribed. You won't get early-access e-mails from us any more.",
  already: 'This address is already off the early-access list.',
} as const;

/** How many times the welcome e-mail is tried before it is left for the owner to see. */
export const WELCOME_MAIL_MAX_ATTEMPTS = 8;

/** Minutes to wait after the n-th failed send (1, 2, 4 … at most an hour): a mail server that is down
 *  for a while is not hammered, and a short hiccup costs a minute. */
export function welcomeRetryDelayMinutes(failedAttempts: number): number {
  const n = Number.isFinite(failedAttempts) ? Math.max(1, Math.floor(failedAttempts)) : 1;
  return Math.min(60, 2 ** Math.min(n - 1, 6));
}

export type WelcomeMailInput = {
  shopName: string;
  firstName: string | null;
  /** Back on the list after leaving it. */
  rejoined: boolean;
  signInUrl: string;
  unsubscribeUrl: string;
  /** The owner's tier thresholds (the spec's until set). */
  tiers?: TierThresholds;
};

/** The welcome e-mail's words: the plain text, and its parts for the HTML version. */
export type WelcomeMailWords = {
  subject: string;
  text: string;
  hello: string;
  opening: string;
  benefits: string[];
};

/** The welcome e-mail: greets by first name, says what membership brings, and how to leave. */
export function welcomeMail(input: WelcomeMailInput): WelcomeMailWords {
  const { premium, vip } = input.tiers ?? TIER_THRESHOLDS;
  const hello = input.firstName ? `Hi ${input.firstName},` : 'Hi there,';
  const opening = input.rejoined ? EARLY_ACCESS_MESSAGES.rejoined : EARLY_ACCESS_MESSAGES.joined;
  const benefits = [
    `Every new drop opens for you ${EARLY_ACCESS_HOURS.member} hours before everyone else.`,
    `Premium members shop ${EARLY_ACCESS_HOURS.premium} hours early (from ${formatKes(premium.totalSpent)} spent over ${premium.totalOrders} orders), VIP members ${EARLY_ACCESS_HOURS.vip} hours early with the VIP-only collection (from ${formatKes(vip.totalSpent)} over ${vip.totalOrders} orders).`,
    'A note from us when a drop is about to open.',
  ];
  return {
    subject: input.rejoined
      ? `Welcome back to ${input.shopName} Early Access`
      : `Welcome to ${input.shopName} Early Access`,
    text: [
      hello,
      '',
      opening,
      '',
      'What your membership brings:',
      ...benefits.map((b) => `- ${b}`),
      '',
      `To shop drops early, sign in (or create your account) with this e-mail address: ${input.signInUrl}`,
      '',
      `See you at the next drop,`,
      input.shopName,
      '',
      `Don't want these e-mails? Unsubscribe: ${input.unsubscribeUrl}`,
    ].join('\n'),
    hello,
    opening,
    benefits,
  };
}
