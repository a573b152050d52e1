// The checkout's phone rules (spec §5): M-Pesa needs a valid Kenyan number; a guest needs one for any
// method (it finds their order later); a signed-in shopper paying by card or bank may leave it out.
// The Pay button (and Enter) is off while busy or when M-Pesa has an empty phone.
import type { PaymentMethod } from '../orders';
import { checkKenyanPhone, PHONE_INVALID_MESSAGE } from '../phone';
import { GUEST_PHONE_REQUIRED_MESSAGE } from './messages';

type PaymentPhoneCheck =
  | { ok: true; phone: string | null }
  | { ok: false; error: typeof PHONE_INVALID_MESSAGE | typeof GUEST_PHONE_REQUIRED_MESSAGE };

/** Whether the checkout asks for a phone at all for this method and shopper. */
export function needsPaymentPhone(method: PaymentMethod, guest: boolean): boolean {
  return method === 'mpesa' || guest;
}

/** The number to send (+254 form), nothing, or the message to show beside the field. */
export function checkPaymentPhone(method: PaymentMethod, input: string, guest: boolean): PaymentPhoneCheck {
  const typed = typeof input === 'string' ? input.trim() : '';
  if (typed === '') {
    if (method === 'mpesa') return { ok: false, error: PHONE_INVALID_MESSAGE };
    if (guest) return { ok: false, error: GUEST_PHONE_REQUIRED_MESSAGE };
    return { ok: true, phone: null };
  }
  const check = checkKenyanPhone(typed);
  return check.ok ? { ok: true, phone: check.phone } : { ok: false, error: check.error };
}

/** Whether Pay (and Enter) may submit. */
export function canSubmitPayment(busy: boolean, method: PaymentMethod, phone: string): boolean {
  return !busy && !(method === 'mpesa' && phone.trim() === '');
}
