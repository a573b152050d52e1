// An open panel closes on Escape (focus goes back to its button) or on a press outside it. Kept apart
// from use-disclosure so it loads with the panels, not with the navbar.
import { useEffect, type RefObject } from 'react';

export type DismissProps = {
  rootRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

export function useDismiss({ rootRef, buttonRef, onClose }: DismissProps) {
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [rootRef, buttonRef, onClose]);
}
