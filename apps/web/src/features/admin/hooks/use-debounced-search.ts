// A search box that follows the address: typing updates the address after a short pause (so every
// key does not start a request), and a change of the address (Clear filters, Back) fills the box.
import { useEffect, useEffectEvent, useState } from 'react';

export function useDebouncedSearch(current: string, apply: (text: string) => void, delayMs = 400) {
  const [text, setText] = useState(current);
  const [lastCurrent, setLastCurrent] = useState(current);
  // Adjusting state while rendering (React's documented pattern) keeps the box in step with the address.
  if (current !== lastCurrent) {
    setLastCurrent(current);
    setText(current);
  }
  const applyLater = useEffectEvent((value: string) => apply(value));
  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => applyLater(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, current, delayMs]);
  return {
    text,
    setText,
    /** Apply now (Enter). */
    flush: () => apply(text.trim()),
  };
}
