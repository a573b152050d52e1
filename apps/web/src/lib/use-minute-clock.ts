// The clock for countdowns on cards and the product page, and the checkout's same-day cut-off.
import { clockHook } from './use-clock';

export const useMinuteClock = clockHook(60_000);
