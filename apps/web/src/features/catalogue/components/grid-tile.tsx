// A tile of the mixed grid that is not a single product (a bundle, a video): a dark card named for
// screen readers, a 4:5 picture area on top and its text below.
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type Props = {
  label: string;
  className: string;
  media: ReactNode;
  mediaClassName?: string;
  children: ReactNode;
};

export function GridTile({ label, className, media, mediaClassName, children }: Props) {
  return (
    <article
      className={clsx('relative flex h-full flex-col overflow-hidden rounded-xl', className)}
      aria-label={label}
    >
      <div className={clsx('relative aspect-[4/5]', mediaClassName)}>{media}</div>
      {children}
    </article>
  );
}
