// A notification's icon by its type (the spec's five order events); any other type gets the bell.
import { notificationIcon, type NotificationType } from '@shop/domain/rules';
import {
  Bell,
  CircleCheckBig,
  CreditCard,
  PackageCheck,
  ShoppingBag,
  Truck,
  type LucideIcon,
} from 'lucide-react';

const ICONS: Record<NotificationType | 'default', { Icon: LucideIcon; tone: string }> = {
  order_placed: { Icon: ShoppingBag, tone: 'bg-blue-50 text-blue-700' },
  payment_confirmed: { Icon: CreditCard, tone: 'bg-emerald-50 text-emerald-700' },
  order_shipped: { Icon: Truck, tone: 'bg-amber-50 text-amber-800' },
  order_delivered: { Icon: PackageCheck, tone: 'bg-emerald-50 text-emerald-700' },
  order_fulfilled: { Icon: CircleCheckBig, tone: 'bg-emerald-50 text-emerald-700' },
  default: { Icon: Bell, tone: 'bg-ink/5 text-ink' },
};

export function NotificationIcon({ type }: { type: string }) {
  const kind = notificationIcon(type);
  const { Icon, tone } = ICONS[kind];
  return (
    <span
      data-icon={kind}
      aria-hidden="true"
      className={`flex size-9 shrink-0 items-center justify-center rounded-full ${tone}`}
    >
      <Icon className="size-4" />
    </span>
  );
}
