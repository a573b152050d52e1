// One line of a money summary (the bag's and the checkout's): what it is, and the amount. A total
// line is larger and bold as a whole; the other lines set only their amount in bold.
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type Props = {
  label: ReactNode;
  /** The amount's test id (the journeys read the figures by it). */
  testId: string;
  total?: boolean;
  className?: string;
  labelClassName?: string;
  children: ReactNode;
};

export function AmountRow({ label, testId, total = false, className, labelClassName, children }: Props) {
  return (
    <div className={clsx('flex justify-between', total && 'text-base font-bold', className)}>
      <dt className={labelClassName}>{label}</dt>
      <dd className={clsx(!total && 'font-semibold', 'tabular-nums')} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
