import { describe, it, expect } from 'vitest';
import { deliverySaveErrorMessage, checkDeliveryDetails, locationErrorMessage } from './delivery-details';
import {
  isPaymentSuccessful,
  paidNotRecordedMessage,
  paymentFailedAdvice,
  paymentFailedMessage,
  paymentInitFailedMessage,
} from './payment';

describe('payment outcome', () => {
  it('only successful is a success', () => {
    expect(isPaymentSuccessful('successful')).toBe(true);
    expect(isPaymentSuccessful('completed')).toBe(false);
    expect(isPaymentSuccessful(undefined)).toBe(false);
  });

  it('fills the message templates', () => {
    expect(paymentFailedMessage('failed')).toBe('Payment failed: failed');
    expect(paymentInitFailedMessage('boom')).toBe('Failed to initialize payment: boom');
    expect(paidNotRecordedMessage('TX1')).toMatch(/reference number: TX1$/);
    expect(deliverySaveErrorMessage('x')).toBe('Error saving delivery details: x');
    expect(locationErrorMessage('denied')).toBe('Could not get your location: denied');
  });
});

describe('paymentFailedAdvice', () => {
  it('tells an M-Pesa shopper what to do after a declined prompt or a time-out', () => {
    const declined = 'You cancelled the M-Pesa prompt or the PIN was wrong. Try again.';
    const timedOut = "We didn't hear from M-Pesa. Check your phone for the prompt and try again.";
    expect(paymentFailedAdvice('cancelled', 'mpesa')).toBe(declined);
    expect(paymentFailedAdvice('Cancelled', 'mpesa')).toBe(declined);
    expect(paymentFailedAdvice('failed', 'mpesa')).toBe(timedOut);
    expect(paymentFailedAdvice('timeout', 'mpesa')).toBe(timedOut);
  });

  it('gives no advice for card or bank, nor for a status that says nothing of the cause', () => {
    expect(paymentFailedAdvice('cancelled', 'card')).toBeNull();
    expect(paymentFailedAdvice('failed', 'bank')).toBeNull();
    expect(paymentFailedAdvice('reversed', 'mpesa')).toBeNull();
  });
});

describe('checkDeliveryDetails', () => {
  it('accepts a complete form and normalises the phone', () => {
    expect(
      checkDeliveryDetails({
        name: ' Achieng ',
        phone: '0712 345 678',
        location: 'Kilimani',
        coordinates: { lat: -1.29, lng: 36.8 },
      }),
    ).toEqual({
      ok: true,
      value: {
        name: 'Achieng',
        phone: '+254712345678',
        location: 'Kilimani',
        coordinates: { lat: -1.29, lng: 36.8 },
      },
    });
  });

  it('drops impossible coordinates', () => {
    const result = checkDeliveryDetails({
      name: 'A',
      phone: '0712345678',
      location: 'B',
      coordinates: { lat: 200, lng: 0 },
    });
    expect(result.ok && result.value.coordinates).toBeNull();
    const none = checkDeliveryDetails({ name: 'A', phone: '0712345678', location: 'B' });
    expect(none.ok && none.value.coordinates).toBeNull();
  });

  it('reports every missing or wrong field', () => {
    expect(checkDeliveryDetails({ name: '', phone: '', location: null })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter your full name',
        phone: 'Please enter your phone number',
        location: 'Please enter your delivery address',
      },
    });
    expect(checkDeliveryDetails({ name: 'A', phone: '123', location: 'B' })).toEqual({
      ok: false,
      errors: { phone: 'Please enter a valid Kenyan phone number' },
    });
  });
});
