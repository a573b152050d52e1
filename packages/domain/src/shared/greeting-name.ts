/**
 * The word the navbar greets a signed-in shopper by: the first word of their name, or "Account" for
 * an account without one. The server uses the same rule when it fills a shared page in for one shopper.
 */
export const greetingNameOf = (name: string): string => name.trim().split(/\s+/)[0] || 'Account';
