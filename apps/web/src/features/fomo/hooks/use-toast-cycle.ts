// The toast's clock: hidden for the owner's delay, then one purchase after another at the owner's
// interval, standing still while the shopper hovers over it or has focus inside it.
import { useEffect, useState } from 'react';

export function useToastCycle(count: number, delayMs: number, intervalMs: number, paused: boolean) {
  const [visible, setVisible] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (count === 0) return;
    const timer = window.setTimeout(() => setVisible(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [count, delayMs]);

  useEffect(() => {
    if (!visible || paused || count < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [visible, paused, count, intervalMs]);

  return { visible: visible && count > 0, index: count > 0 ? index % count : 0 };
}
