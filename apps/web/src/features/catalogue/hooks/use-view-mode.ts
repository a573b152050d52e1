// Normal, compact or the TNT swipe feed. The feed is for small screens: from 1024 px wide it turns
// back into the normal grid (and the switch hides it).
import { TNT_MAX_WIDTH, type ViewMode } from '@shop/domain/rules';
import { useEffect, useState } from 'react';

export function useViewMode() {
  const [mode, setMode] = useState<ViewMode>('normal');
  useEffect(() => {
    if (mode !== 'tnt') return;
    const wide = window.matchMedia(`(min-width: ${TNT_MAX_WIDTH}px)`);
    const check = () => {
      if (wide.matches) setMode('normal');
    };
    check();
    wide.addEventListener('change', check);
    return () => wide.removeEventListener('change', check);
  }, [mode]);
  return [mode, setMode] as const;
}
