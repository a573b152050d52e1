// The navbar's live bell for signed-in customers (loaded lazily by the shell, only once someone is
// signed in): the unread count ('9+' above 9) and a menu with the latest ten. It keeps this tab's
// live connection open, so new notifications arrive without a reload.
import { unreadBadgeText } from '@shop/domain/texts';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { CountBadge } from '../../../components/ui/count-badge';
import { useApi } from '../../../lib/use-api';
import { useDisclosure } from '../../../lib/use-disclosure';
import { unreadCountQuery } from '../api/notifications-api';
import { useLiveNotifications } from '../hooks/live-notifications';
import { NotificationMenu } from './notification-menu';

export default function NotificationBell() {
  const api = useApi();
  useLiveNotifications();
  const { data: count = 0 } = useQuery(unreadCountQuery(api));
  const { panelId: menuId, rootRef, buttonRef, open, toggle, close } = useDisclosure();
  const unreadText = unreadBadgeText(count);

  return (
    // From sm up the menu hangs from the bell; on a phone it hangs from the whole bar (the header).
    <div ref={rootRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={unreadText ? `Notifications, ${unreadText} unread` : 'Notifications'}
        onClick={toggle}
        className={buttonClasses('ghost', 'icon', 'relative')}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadText ? <CountBadge text={unreadText} /> : null}
      </button>
      {open ? (
        <NotificationMenu
          id={menuId}
          unreadCount={count}
          rootRef={rootRef}
          buttonRef={buttonRef}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
