// /notifications (signed in): every notification, paged, with the unread filter.
import { NotificationsPage } from '../../features/notifications/components/notifications-page';

export function Component() {
  return <NotificationsPage />;
}
