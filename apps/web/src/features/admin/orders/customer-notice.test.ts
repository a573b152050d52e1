import { describe, expect, it } from 'vitest';
import { customerNoticeText } from './customer-notice';

const order = { is_guest: false, user_id: null, phone_number: null, user_email: null };

describe('what the cancel dialog says the customer gets', () => {
  it('tells the owner a guest gets an SMS on their M-Pesa number', () => {
    expect(customerNoticeText({ ...order, is_guest: true, phone_number: '+254712345678' })).toBe(
      'The customer gets an SMS at +254 712 345 678.',
    );
    expect(customerNoticeText({ ...order, is_guest: true })).toBe(
      'The customer is not told: this guest order has no phone number.',
    );
  });

  it('tells the owner an account holder gets the bell and, unless switched off, an e-mail', () => {
    expect(
      customerNoticeText({ ...order, user_id: 'u1', user_email: 'a@b.co', phone_number: '+254712345678' }),
    ).toBe('The customer gets a notification, and an e-mail unless they switched order updates off.');
  });

  it('tells the owner an order whose account is gone gets the e-mail alone, if any', () => {
    expect(customerNoticeText({ ...order, user_email: 'a@b.co' })).toBe(
      'The customer gets an e-mail at a@b.co.',
    );
    expect(customerNoticeText(order)).toBe(
      'The customer is not told: this order has no account, e-mail or phone number.',
    );
  });
});
