import { UNSUBSCRIBE_MESSAGES } from '@shop/domain/texts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isInvalidLink, unsubscribeErrorText } from './unsubscribe';

describe("the unsubscribe page's messages", () => {
  it('says the link is not valid for any refusal of the token', () => {
    const refused = new ApiError(400, 'invalid_input', 'token: whatever the schema said');
    expect(isInvalidLink(refused)).toBe(true);
    expect(unsubscribeErrorText(refused)).toBe(UNSUBSCRIBE_MESSAGES.invalidLink);
  });

  it("keeps the shop's own message for anything else, and says something for the unexpected", () => {
    const offline = new ApiError(0, 'network', 'Network error. Please check your connection and try again.');
    expect(isInvalidLink(offline)).toBe(false);
    expect(unsubscribeErrorText(offline)).toBe('Network error. Please check your connection and try again.');
    expect(unsubscribeErrorText(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
