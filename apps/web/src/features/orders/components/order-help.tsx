// On an order's own page: the provider's receipt code (the one M-Pesa texted the shopper) and the
// ways to ask about the order — the shop's chat, opened about this order (the owner sees which one),
// or WhatsApp, opened on the shop's support number with the order number already typed.
import { orderHelpMessage } from '@shop/domain/texts';
import { MessageCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { usePageChatContext } from '../../../lib/chat-page-context';
import { emit, type ChatStart } from '../../../lib/events';
import { useSupportChatUrl, useSupportSettings } from '../../../lib/support-links';
import type { OwnOrder } from '../api/orders-api';

export function OrderReceipt({ order }: { order: OwnOrder }) {
  if (!order.receipt_code) return null;
  return (
    <p className="mt-4 text-sm" data-testid="order-receipt">
      <span className="font-semibold">
        {order.payment_method === 'mpesa' ? 'M-Pesa receipt:' : 'Payment reference:'}
      </span>{' '}
      <span className="font-mono tracking-wide [overflow-wrap:anywhere]">{order.receipt_code}</span>
    </p>
  );
}

export function OrderHelp({ order }: { order: OwnOrder }) {
  const chatUrl = useSupportChatUrl(orderHelpMessage(order.short_id));
  const { hours } = useSupportSettings();
  const start: ChatStart = { order: { id: order.id, shortId: order.short_id } };
  usePageChatContext(start);
  return (
    <section aria-labelledby={`help-${order.id}`} className="mt-6 rounded-2xl bg-white p-4 sm:p-6">
      <h2 id={`help-${order.id}`} className="font-bold">
        Need help with this order?
      </h2>
      <p className="text-muted mt-1 text-sm">
        Ask us here, or on WhatsApp with your order number already in the message. We answer {hours}.
      </p>
      <button
        type="button"
        onClick={() => emit('open-chat', start)}
        className={buttonClasses('primary', 'sm', 'mt-3 mr-2 gap-2')}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        Ask about this order
      </button>
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses('outline', 'sm', 'mt-3 gap-2')}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        Need help with this order?
        <span className="sr-only"> (WhatsApp, opens in a new tab)</span>
      </a>
    </section>
  );
}
