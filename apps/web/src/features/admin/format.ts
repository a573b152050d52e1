// Dates and small texts as the owner reads them: always Nairobi time, whatever the device's zone.
import { formatKes, formatPhoneForDisplay } from '@shop/domain/rules';

const ZONE = 'Africa/Nairobi';
const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** '24 Nov 2026, 14:05' in Nairobi time; '—' for nothing. */
export const formatDateTime = (iso: string | null | undefined) =>
  iso ? dateTime.format(new Date(iso)) : '—';

/** '24 Nov 2026' in Nairobi time; '—' for nothing. */
export const formatDate = (iso: string | null | undefined) => (iso ? dateOnly.format(new Date(iso)) : '—');

/** '24 Nov' for a YYYY-MM-DD day (the chart's axis). */
export const formatDay = (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`));

/** A discount's value as the owner wrote it: '10%' or 'KES 500'. */
export const discountValueText = (type: string, value: number) =>
  type === 'percentage' ? `${value}%` : formatKes(value);

/** 'awaiting_details' → 'Awaiting details'. */
export const sentenceCase = (text: string) => {
  const words = text.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The server's customer name; when that is their phone number, grouped to be read out. */
export const customerText = (order: { customer: string; phone_number: string | null }) =>
  order.phone_number && order.customer === order.phone_number
    ? formatPhoneForDisplay(order.customer)
    : order.customer;

/** '1 order', '3 orders'. */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
