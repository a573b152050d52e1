// Status badges for the owner's screens. The colours follow the spec's badges (orderStatusBadge,
// fulfillmentBadge); the words are always on the badge, so colour is never the only signal.
import { fulfillmentBadge, orderStatusBadge, type BadgeColour } from '@shop/domain/rules';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const COLOURS: Record<BadgeColour, string> = {
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  grey: 'bg-stone-100 text-stone-800 ring-stone-300',
};

export function Badge({
  colour,
  label,
  children,
}: {
  colour: BadgeColour;
  label?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap capitalize ring-1 ring-inset',
        COLOURS[colour],
      )}
    >
      {label ? <span className="sr-only">{label}: </span> : null}
      {children}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  const badge = orderStatusBadge(status);
  return (
    <Badge colour={badge.colour} label="Payment">
      {badge.label}
    </Badge>
  );
}

export function FulfillmentBadge({ status }: { status: string }) {
  const badge = fulfillmentBadge(status);
  return (
    <Badge colour={badge.colour} label="Fulfillment">
      {badge.label}
    </Badge>
  );
}

export function RefundBadge({ status }: { status: string | null }) {
  if (!status) return null;
  return (
    <Badge colour={status === 'owed' ? 'red' : 'grey'} label="Refund">
      {status === 'owed' ? 'refund owed' : 'refunded'}
    </Badge>
  );
}
