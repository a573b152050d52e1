// A button that opens a panel (the account menu, the bell): the panel's id, the refs the panel's
// dismissal needs, and whether it is open. Opening is tied to the page it was opened on, so
// following a link closes it without an effect.
import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';

export function useDisclosure() {
  const panelId = useId();
  const location = useLocation();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const close = useCallback(() => setOpenAt(null), []);
  const toggle = () => setOpenAt(open ? null : location.key);
  return { panelId, rootRef, buttonRef, open, toggle, close };
}
