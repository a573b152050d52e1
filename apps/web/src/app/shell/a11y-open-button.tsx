// The buttons that open the accessibility panel (footer, account menu, phone menu). Only this and a
// page event are in their chunks; the panel's code comes on the first press (lazy-dialogs.tsx).
import { Accessibility } from 'lucide-react';
import { emit } from '../../lib/events';

export const ACCESSIBILITY_LABEL = 'Accessibility';

export function AccessibilityButton({
  className,
  iconClassName = 'size-4',
}: {
  className?: string;
  iconClassName?: string;
}) {
  return (
    <button type="button" onClick={() => emit('open-accessibility-settings')} className={className}>
      <Accessibility aria-hidden="true" className={iconClassName} />
      {ACCESSIBILITY_LABEL}
    </button>
  );
}
