// Leaving a form with changes not saved asks first, as a shop owner expects from an admin: a link or
// Back inside the shop opens a "Leave without saving?" dialog; closing the tab or reloading gets the
// browser's own question. A form that is saving may leave (it goes where the save sends it).
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../components/confirm-dialog';

export function useLeaveGuard(unsaved: boolean) {
  // Set once the owner chose to leave: the dialog's closing must not then cancel the navigation.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving.current && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="The changes on this page are not saved yet. Leaving drops them."
      confirmLabel="Leave without saving"
      cancelLabel="Stay and keep editing"
      danger
      onConfirm={async () => {
        if (blocker.state !== 'blocked') return;
        leaving.current = true;
        blocker.proceed();
      }}
    />
  );
}
