import { clsx } from 'clsx';

/** A small count bubble on an icon button; hidden from assistive tech (the button's label says it). */
export function CountBadge({ text, className }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1',
        'text-[11px] font-bold leading-none text-accent-ink ring-2 ring-paper',
        className,
      )}
    >
      {text}
    </span>
  );
}
