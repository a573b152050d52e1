import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/** The page's content width with phone-friendly side padding. */
export function Container({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={clsx('mx-auto w-full max-w-6xl px-4 sm:px-6', className)} {...props} />;
}
