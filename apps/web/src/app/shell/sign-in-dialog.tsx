// The sign-in dialog for any screen (the bag's checkout offers it to guests). Its code, and the
// account code behind it, load only when it opens.
import { lazy, Suspense } from 'react';
import type { SignInDialogProps } from '../../features/accounts/components/sign-in-dialog';

const Dialog = lazy(() => import('../../features/accounts/components/sign-in-dialog'));

export function SignInDialog({ open, ...props }: SignInDialogProps & { open: boolean }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
