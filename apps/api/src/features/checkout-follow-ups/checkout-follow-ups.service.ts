// The owner's call-back list: each checkout that ended without an order, with the shopper's phone,
// the pieces, the amount, why it ended, whether someone called, and a WhatsApp link with the first
// words already typed.
import {
  callBackMessage,
  formatPhoneForDisplay,
  unfinishedReason,
  whatsappLink,
  type CallBackPiece,
} from '@shop/domain/rules';
import type { UnfinishedCheckoutsQuery } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import type { ViewerUser } from '../accounts/accounts.service';
import { shopIdentity } from '../settings/settings.service';
import {
  isUnfinished,
  markCalled,
  unfinishedCheckouts,
  unmarkCalled,
  type UnfinishedRow,
} from './checkout-follow-ups.repo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;
const DAY_MS = 86_400_000;

const piecesOf = (lines: UnfinishedRow['lines']): CallBackPiece[] => [
  ...lines.items.map((i) => ({ name: i.name, size: i.size, quantity: i.quantity })),
  ...lines.bundles.map((b) => ({ name: b.name, size: null, quantity: b.quantity })),
];

function view(row: UnfinishedRow, shopName: string) {
  const pieces = piecesOf(row.lines);
  const message = callBackMessage({ shopName, customerName: row.customerName, pieces, total: row.total });
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    reason: unfinishedReason(row.status as 'failed' | 'cancelled' | 'expired', row.failureReason),
    provider_said: row.failureReason,
    payment_method: row.paymentMethod,
    phone: row.phone ? formatPhoneForDisplay(row.phone) : null,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    pieces,
    total: row.total,
    called_at: row.calledAt?.toISOString() ?? null,
    called_by: row.calledBy,
    bought_since: row.boughtSince,
    whatsapp_url: row.phone ? whatsappLink(row.phone, message) : null,
  };
}

export async function unfinishedCheckoutList(deps: Deps, query: UnfinishedCheckoutsQuery, now = new Date()) {
  const rows = await unfinishedCheckouts(
    deps.database.db,
    new Date(now.getTime() - query.days * DAY_MS),
    query.show === 'open',
  );
  const { name } = await shopIdentity(deps);
  return { checkouts: rows.map((row) => view(row, name)) };
}

export async function setCalled(deps: Deps, admin: ViewerUser, id: string, called: boolean) {
  const { db } = deps.database;
  if (!(await isUnfinished(db, id))) {
    throw new HttpError(404, 'not_found', 'No checkout to call back with this id.');
  }
  if (called) await markCalled(db, id, admin.email, new Date());
  else await unmarkCalled(db, id);
  return { id, called };
}
