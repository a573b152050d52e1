// The drop page's clock: the time, refreshed every second (DROP_COUNTDOWN_REFRESH_MS) while the page
// is open; null on the server and while hydrating, so both renders agree.
import { DROP_COUNTDOWN_REFRESH_MS } from '@shop/domain/timings';
import { useEffect, useState } from 'react';

export function useSecondClock(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), DROP_COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
