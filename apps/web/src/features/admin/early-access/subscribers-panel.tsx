// Placeholder replaced by the subscribers list (search, status filter, counts, CSV, unsubscribe).
export function SubscribersPanel() {
  return null;
}
