// The drop page's clock: its countdown shows seconds (DROP_COUNTDOWN_REFRESH_MS).
import { DROP_COUNTDOWN_REFRESH_MS } from '@shop/domain/timings';
import { clockHook } from '../../../lib/use-clock';

export const useSecondClock = clockHook(DROP_COUNTDOWN_REFRESH_MS);
