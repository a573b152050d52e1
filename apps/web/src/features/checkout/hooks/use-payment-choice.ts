// How the shopper pays (M-Pesa, card or bank) and from which phone: what the checkout and a payment
// link's page both ask, with the phone's error cleared as soon as either changes.
import { DEFAULT_PAYMENT_METHOD, type PaymentMethod } from '@shop/domain/rules';
import { useState } from 'react';

export function usePaymentChoice(initialPhone = '') {
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const [phone, setPhone] = useState(initialPhone);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  return {
    method,
    phone,
    phoneError,
    setPhoneError,
    /** What PaymentFields takes for the choice. */
    fields: {
      method,
      phone,
      phoneError,
      onMethod: (next: PaymentMethod) => {
        setMethod(next);
        setPhoneError(null);
      },
      onPhone: (next: string) => {
        setPhone(next);
        setPhoneError(null);
      },
    },
  };
}
