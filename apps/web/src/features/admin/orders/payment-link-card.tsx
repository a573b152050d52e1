// One payment link as the owner sees it: who it is for, the pieces and amount, its state, and — while
// it can be paid — the ways to send it (WhatsApp with the message typed, SMS from the shop, the link to
// copy) and to cancel it. A paid link leads to its order.
import { formatKes, type PaymentLinkStatus } from '@shop/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, MessageCircle, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import {
  cancelPaymentLink,
  PAYMENT_LINKS_KEY,
  sendPaymentLinkSms,
  type PaymentLink,
} from '../api/payment-links-api';
import { ConfirmDialog, DANGER_OUTLINE } from '../components/confirm-dialog';
import { Badge } from '../components/status-badges';
import { formatDateTime } from '../format';

const STATUS_COLOUR = { open: 'yellow', paid: 'green', cancelled: 'grey', expired: 'grey' } as const;

/** Copies the link; where the browser will not, the address is selected for a long press instead. */
async function copyLink(url: string, field: HTMLInputElement | null) {
  try {
    await navigator.clipboard.writeText(url);
    notify.success('Link copied to clipboard!');
  } catch {
    field?.select();
    notify.error('Failed to copy link');
  }
}

export function PaymentLinkCard({ link, headingLevel = 3 }: { link: PaymentLink; headingLevel?: 2 | 3 }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [sending, setSending] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const who = link.customer_name ?? link.phone;
  const open = link.status === 'open';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const sendSms = async () => {
    setSending(true);
    try {
      const sent = await sendPaymentLinkSms(api, link.id);
      notify.success(`Sent by SMS to ${sent.to}.`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The SMS could not be sent.');
    } finally {
      setSending(false);
    }
  };

  return (
    <article className="rounded-2xl border border-ink/10 bg-white p-4" aria-label={`Payment link for ${who}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="font-bold break-words">{who}</Heading>
          <p className="text-xs text-muted">
            {link.customer_name ? `${link.phone} · ` : null}
            {link.source === 'call_back' ? 'Call-back' : 'Manual order'} · made{' '}
            {formatDateTime(link.created_at)}
          </p>
        </div>
        <Badge colour={STATUS_COLOUR[link.status as PaymentLinkStatus]} label="Link">
          {link.status_label}
        </Badge>
      </div>
      <ul className="mt-2 text-sm" aria-label="Pieces">
        {link.pieces.map((piece, i) => (
          <li key={i}>
            {piece.quantity > 1 ? `${piece.quantity} × ` : null}
            {piece.name}
            {piece.size ? <span className="text-muted"> · size {piece.size}</span> : null}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        <span className="font-bold">{formatKes(link.subtotal)}</span>{' '}
        <span className="text-muted">
          plus delivery{link.discount_code ? `, code ${link.discount_code}` : ''}
        </span>
      </p>
      {link.note ? <p className="mt-1 text-xs text-muted">Note: {link.note}</p> : null}
      {link.order_id ? (
        <p className="mt-2 text-sm">
          Paid:{' '}
          <Link className="font-semibold underline" to={`/admin/orders/${link.order_id}`}>
            order #{link.order_short_id}
          </Link>
        </p>
      ) : open ? (
        <p className="mt-1 text-xs text-muted">Can be paid until {formatDateTime(link.expires_at)}</p>
      ) : null}
      {open ? (
        <>
          <label htmlFor={fieldId} className="mt-3 block text-xs font-semibold">
            Payment link
          </label>
          <input
            id={fieldId}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-lg border border-ink/20 bg-ink/5 px-2 py-1.5 font-mono text-xs"
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <a
              href={link.whatsapp_url}
              target="_blank"
              rel="noopener"
              className={buttonClasses('primary', 'sm')}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              Send on WhatsApp<span className="sr-only"> to {who} (opens WhatsApp)</span>
            </a>
            <Button size="sm" variant="outline" onClick={sendSms} disabled={sending}>
              <Send aria-hidden="true" className="size-4" />
              {sending ? 'Sending…' : 'Send by SMS'}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void copyLink(link.url, document.getElementById(fieldId) as HTMLInputElement | null)
              }
            >
              <Copy aria-hidden="true" className="size-4" />
              Copy link
            </Button>
            <button
              type="button"
              className={`${DANGER_OUTLINE} min-h-9 px-3`}
              onClick={() => setConfirmCancel(true)}
            >
              Cancel link
            </button>
          </div>
        </>
      ) : null}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this payment link?"
        description={`${who} will no longer be able to pay it; the page will say the link was cancelled.`}
        confirmLabel="Cancel link"
        danger
        onConfirm={async () => {
          await cancelPaymentLink(api, link.id);
          notify.success('The link was cancelled.');
          await queryClient.invalidateQueries({ queryKey: PAYMENT_LINKS_KEY });
        }}
      />
    </article>
  );
}
