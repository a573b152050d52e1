// The time, refreshed every minute: same-day delivery closes at 12:00 EAT while the checkout is open.
// The checkout's own small clock rather than lib's card countdown clock, which the home page loads:
// sharing it would split it into a chunk of its own on the first page.
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

export function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
