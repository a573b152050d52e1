// Flutterwave's inline checkout: its script is loaded from Flutterwave when a shopper pays (3 attempts,
// 1 s apart, spec §7), then FlutterwaveCheckout opens the modal with the settings the server made.
// The modal's callback and onclose are passed on as they are; the server verifies whatever it reports.
import { PAYMENT_MODAL_LOAD_FAILED_MESSAGE, paymentInitFailedMessage } from '@shop/domain/texts';
import { PAYMENT_SCRIPT_ATTEMPTS, PAYMENT_SCRIPT_RETRY_MS } from '@shop/domain/timings';
import type { PaymentReport, PaymentSettings } from './checkout-api';

export const FLUTTERWAVE_SCRIPT_URL = 'https://checkout.flutterwave.com/v3.js';

type FlutterwaveOptions = Pick<
  PaymentSettings,
  'public_key' | 'tx_ref' | 'amount' | 'currency' | 'payment_options' | 'customer' | 'customizations'
> & {
  callback: (data: { status?: string; transaction_id?: string | number | null }) => void;
  onclose: () => void;
};

declare global {
  interface Window {
    FlutterwaveCheckout?: (options: FlutterwaveOptions) => { close?: () => void } | void;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tries `load` up to `attempts` times, `retryMs` apart; then fails with the spec's message. */
export async function loadWithRetries(
  load: () => Promise<void>,
  attempts = PAYMENT_SCRIPT_ATTEMPTS,
  retryMs = PAYMENT_SCRIPT_RETRY_MS,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      await load();
      return;
    } catch {
      if (attempt < attempts) await wait(retryMs);
    }
  }
  throw new Error(PAYMENT_MODAL_LOAD_FAILED_MESSAGE);
}

function injectScript(): Promise<void> {
  if (window.FlutterwaveCheckout) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = FLUTTERWAVE_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.FlutterwaveCheckout ? resolve() : reject(new Error('not loaded')));
    script.onerror = () => {
      // A failed tag is removed so the next attempt really fetches again.
      script.remove();
      reject(new Error('not loaded'));
    };
    document.head.appendChild(script);
  });
}

export type ModalHandlers = { onReport: (report: PaymentReport) => void; onClose: () => void };

/** Opens Flutterwave's modal; throws with the spec's message when it cannot load or start. */
export async function openFlutterwave(settings: PaymentSettings, handlers: ModalHandlers): Promise<void> {
  await loadWithRetries(injectScript);
  let reported = false;
  try {
    const modal = window.FlutterwaveCheckout!({
      public_key: settings.public_key,
      tx_ref: settings.tx_ref,
      amount: settings.amount,
      currency: settings.currency,
      payment_options: settings.payment_options,
      customer: settings.customer,
      customizations: settings.customizations,
      callback: (data) => {
        reported = true;
        // Closing the modal after a report fires onclose too; the report already said what happened.
        modal?.close?.();
        handlers.onReport({ status: String(data.status ?? ''), transaction_id: data.transaction_id ?? null });
      },
      onclose: () => {
        if (!reported) handlers.onClose();
      },
    });
  } catch (error) {
    throw new Error(paymentInitFailedMessage(error instanceof Error ? error.message : String(error)));
  }
}
