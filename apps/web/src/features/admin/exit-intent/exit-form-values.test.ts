import { describe, expect, it } from 'vitest';
import { EMPTY_OFFER, offerSchema, settingsSchema } from './exit-form-values';

describe('the exit-intent forms', () => {
  it('reads the offer form into the server payload', () => {
    const parsed = offerSchema.safeParse({
      ...EMPTY_OFFER,
      title: ' Karibu ',
      description: 'New here? 20% off.',
      discount: '20',
      cta: 'Claim it',
      min_cart_value: '1,500',
    });
    expect(parsed.success && parsed.data).toMatchObject({
      title: 'Karibu',
      discount: 20,
      min_cart_value: 1500,
      icon: 'gift',
      offer_type: 'general',
      enabled: true,
    });
    const noMinimum = offerSchema.safeParse({
      ...EMPTY_OFFER,
      title: 'a',
      description: 'b',
      discount: '5',
      cta: 'c',
    });
    expect(noMinimum.success && noMinimum.data.min_cart_value).toBeNull();
  });

  it("says what is wrong in the server's words", () => {
    const parsed = offerSchema.safeParse({ ...EMPTY_OFFER, discount: '95', colour_from: 'red' });
    expect(parsed.success).toBe(false);
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(messages).toMatchObject({
      title: 'Please enter a title',
      discount: 'Discount is at most 90%',
      colour_from: 'Use a colour like #be123c',
      cta: 'Please enter a button text',
    });
    const settings = settingsSchema.safeParse({
      enabled: true,
      sensitivity: '',
      delay: 'soon',
      countdown_duration: '10',
    });
    const problems = Object.fromEntries(
      (settings.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]),
    );
    expect(problems).toEqual({
      sensitivity: 'Please enter the sensitivity',
      delay: 'Please enter a number',
      countdown_duration: 'Countdown is at least 30 seconds',
    });
  });
});
