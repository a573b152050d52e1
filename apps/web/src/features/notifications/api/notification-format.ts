// How a notification reads: when it came ("5 min ago", then the date in Nairobi time) and where
// clicking it leads (the order it is about, a page such as a drop's, else the notifications page).
const NAIROBI_DATE = new Intl.DateTimeFormat('en-KE', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Africa/Nairobi',
});

export function timeAgo(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const minutes = Math.floor((now - then) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'Yesterday' : `${days} days ago`;
  return NAIROBI_DATE.format(then);
}

export function notificationTarget(item: { orderId: string | null; link?: string | null }): string {
  if (item.orderId) return `/order/${item.orderId}`;
  return item.link ?? '/notifications';
}
