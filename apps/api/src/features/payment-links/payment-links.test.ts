// Payment links: the owner's manual order (pieces, sizes, a phone) and the call-back link for a checkout
// that did not go through, paid through the real checkout and the sandbox, and everything a link
// refuses: other pieces, a browser's code, a paid, cancelled or expired link, bad input, non-owners.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop, type Piece } from '../../test/use-shop';
import { readSmsOutbox } from '../sms/sms.service';
import { paymentLinks } from './payment-links.tables';

type Link = {
  id: string;
  url: string;
  source: string;
  status: string;
  phone: string;
  pieces: { name: string; size: string | null; quantity: number }[];
  subtotal: number;
  order_id: string | null;
  message: string;
  whatsapp_url: string;
};
type PublicLink = {
  status: string;
  message: string | null;
  first_name: string | null;
  phone?: string;
  lines?: { items: unknown[]; bundles: unknown[] };
  pieces?: { name: string; size: string | null; quantity: number; unit_price: number }[];
  subtotal?: number;
  problems?: string[];
};
type ErrorBody = { error: { code: string; message: string } };

const tokenOf = (link: Link) => new URL(link.url).searchParams.get('link')!;

describe.each(databaseKinds())('payment links on %s', (kind) => {
  const shop = useShop(kind);
  let owner: Awaited<ReturnType<typeof shop.asAdmin>>;
  let jacket: Piece;
  let tote: Piece;

  beforeAll(async () => {
    owner = await shop.asAdmin();
    jacket = await addPiece(shop, { price: 1800, sizes: ['S', 'M'], stock: 2 });
    tote = await addPiece(shop, { price: 900, stock: 3 });
  });

  const create = (body: Record<string, unknown>) =>
    owner.post<Link & ErrorBody>('/api/admin/payment-links', body);
  const manual = async (phone: string, extra: Record<string, unknown> = {}) => {
    const res = await create({
      phone,
      customer_name: 'Amina Wanjiru',
      note: 'Instagram DM',
      items: [
        { product_id: jacket.id, size: 'M', quantity: 1 },
        { product_id: tote.id, quantity: 2 },
      ],
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };
  const publicView = (token: string) => shop.as().get<PublicLink & ErrorBody>(`/api/payment-links/${token}`);
  /** The shopper's checkout of a link, as /checkout?link=… sends it. */
  const linesOf = async (token: string) => (await publicView(token)).body.lines!;
  const payLink = async (token: string, extra: Record<string, unknown> = {}, lines?: PublicLink['lines']) => {
    const { items, bundles } = lines ?? (await linesOf(token));
    const shopper = shop.as(newDevice());
    const opened = await shopper.checkout(
      items,
      { payment_link: token, phone: '0722000111', ...extra },
      bundles,
    );
    return { shopper, opened };
  };

  it('makes a manual order’s link with the pieces priced by the shop and the message ready to send', async () => {
    const link = await manual('0711 222 333');
    expect(link).toMatchObject({
      source: 'manual',
      status: 'open',
      phone: '+254 711 222 333',
      subtotal: 1800 + 2 * 900,
      pieces: [
        { name: jacket.name, size: 'M', quantity: 1 },
        { name: tote.name, size: null, quantity: 2 },
      ],
      order_id: null,
    });
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.message).toContain(
      `Hi Amina, this is TNT Thrift. Here is your M-Pesa payment link for ${jacket.name} (size M) and 2 × ${tote.name} (KES 3,600 plus delivery): ${link.url}`,
    );
    expect(new URL(link.whatsapp_url).pathname).toBe('/254711222333');
    expect(new URL(link.whatsapp_url).searchParams.get('text')).toBe(link.message);
  });

  it('refuses a bad phone, no pieces, a missing size, a sold-out or unknown piece, each saying why', async () => {
    const items = [{ product_id: tote.id, quantity: 1 }];
    const badPhone = await create({ phone: '12345', items });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body.error.message).toBe('Please enter a valid Kenyan phone number');
    expect((await create({ phone: '0711222333', items: [] })).status).toBe(400);
    expect((await create({ phone: '0711222333', note: 'DM\u0000', items })).status).toBe(400);
    const noSize = await create({ phone: '0711222333', items: [{ product_id: jacket.id, quantity: 1 }] });
    expect(noSize.status).toBe(400);
    expect(noSize.body.error.message).toBe(`Choose a size of ${jacket.name}.`);
    const gone = await addPiece(shop, { stock: 0 });
    const soldOut = await create({ phone: '0711222333', items: [{ product_id: gone.id, quantity: 1 }] });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.message).toBe(`${gone.name} is sold out.`);
    const tooMany = await create({ phone: '0711222333', items: [{ product_id: tote.id, quantity: 4 }] });
    expect(tooMany.status).toBe(409);
    const unknown = await create({
      phone: '0711222333',
      items: [{ product_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(unknown.status).toBe(400);
  });

  it('is the owner’s alone: visitors and customers get 403 on every link endpoint', async () => {
    const customer = shop.as(await shop.signIn('link-customer@example.com'));
    const link = await manual('0711222334');
    for (const [method, path] of [
      ['GET', '/api/admin/payment-links'],
      ['POST', '/api/admin/payment-links'],
      ['POST', `/api/admin/payment-links/${link.id}/sms`],
      ['POST', `/api/admin/payment-links/${link.id}/cancel`],
    ] as const) {
      const call = (who: ReturnType<typeof shop.as>) =>
        method === 'GET' ? who.get(path) : who.post(path, {});
      expect((await call(shop.as())).status).toBe(403);
      expect((await call(customer)).status).toBe(403);
    }
  });

  it('shows the shopper the pieces at today’s prices, and nothing for an unknown link', async () => {
    const link = await manual('0711222335');
    const view = await publicView(tokenOf(link));
    expect(view.status).toBe(200);
    expect(view.headers.get('cache-control')).toContain('no-store');
    expect(view.body).toMatchObject({
      status: 'open',
      first_name: 'Amina',
      phone: '+254 711 222 335',
      subtotal: 3600,
      problems: [],
    });
    expect(view.body.pieces!.map((p) => [p.name, p.size, p.quantity, p.unit_price])).toEqual([
      [jacket.name, 'M', 1, 1800],
      [tote.name, null, 2, 900],
    ]);
    expect(JSON.stringify(view.body)).not.toContain('Instagram DM');
    expect((await publicView('A'.repeat(32))).status).toBe(404);
    expect((await publicView('not-a-token')).status).toBe(400);
  });

  it('is paid through the normal checkout: stock held, payment verified, one order, the link marked paid', async () => {
    const piece = await addPiece(shop, { price: 2500, stock: 1 });
    const res = await create({ phone: '0711222336', items: [{ product_id: piece.id, quantity: 1 }] });
    const token = tokenOf(res.body);
    const lines = await linesOf(token);
    const { shopper, opened } = await payLink(token, {}, lines);
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    // Below the free-delivery threshold: the standard fee is added, as in every checkout.
    expect(opened.body.checkout.total).toBe(2500 + 200);
    const { tx_ref: txRef, amount } = opened.body.payment;
    const paid = await shopper.paySandbox(txRef, amount);
    const confirmed = await shopper.confirm(txRef, paid.transaction_id);
    expect(confirmed.body.status).toBe('paid');
    const links = (await owner.get<{ links: Link[] }>('/api/admin/payment-links')).body.links;
    const after = links.find((l) => l.id === res.body.id)!;
    expect(after.status).toBe('paid');
    expect(after.order_id).toBe(confirmed.body.order_id);
    expect((await publicView(token)).body).toMatchObject({
      status: 'paid',
      message: 'This payment link has already been paid. Thank you!',
    });
    const again = await payLink(token, {}, lines);
    expect(again.opened.status).toBe(410);
    expect(again.opened.body).toMatchObject({ error: { code: 'payment_link_paid' } });
  });

  it('pays only the link’s own pieces, and never a code the browser adds', async () => {
    const link = await manual('0711222337');
    const token = tokenOf(link);
    const shopper = shop.as(newDevice());
    const other = await shopper.checkout([itemLine(tote, 1)], { payment_link: token });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({
      error: {
        message: 'The pieces of a payment link cannot be changed. Please reload the page and pay again.',
      },
    });
    // A code the browser sends is dropped (an unknown code would otherwise be refused).
    const { opened, shopper: payer } = await payLink(token, { discount_code: 'NOSUCHCODE' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    expect(opened.body.checkout.discount).toBe(0);
    expect(opened.body.checkout.total).toBe(3600);
    expect((await payer.cancel(opened.body.payment.tx_ref)).status).toBe(200);
  });

  it('cannot be paid once cancelled or past its 72 hours', async () => {
    const cancelled = await manual('0711222338');
    const lines = await linesOf(tokenOf(cancelled));
    const res = await owner.post<Link>(`/api/admin/payment-links/${cancelled.id}/cancel`);
    expect(res.body.status).toBe('cancelled');
    expect((await owner.post(`/api/admin/payment-links/${cancelled.id}/cancel`)).status).toBe(409);
    expect((await publicView(tokenOf(cancelled))).body.message).toBe(
      'This payment link was cancelled by the shop. Please ask the shop for a new one.',
    );
    expect((await payLink(tokenOf(cancelled), {}, lines)).opened.status).toBe(410);

    const expired = await manual('0711222339');
    const { opened, shopper } = await payLink(tokenOf(expired));
    expect(opened.status).toBe(201);
    expect((await shopper.cancel(opened.body.payment.tx_ref)).status).toBe(200);
    await shop.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, expired.id));
    expect((await publicView(tokenOf(expired))).body.status).toBe('expired');
    const late = await payLink(tokenOf(expired), {}, lines).then((r) => r.opened);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({
      error: { message: 'This payment link has expired. Please ask the shop for a new one.' },
    });
  });

  it('sends the message by SMS to the link’s phone, and not for a closed link', async () => {
    const link = await manual('0711222340');
    const sent = await owner.post<{ sent: boolean }>(`/api/admin/payment-links/${link.id}/sms`);
    expect(sent.status).toBe(200);
    const texts = (await readSmsOutbox(shop.db, { to: '+254711222340' })).map((s) => s.text);
    expect(texts).toEqual([link.message]);
    await owner.post(`/api/admin/payment-links/${link.id}/cancel`);
    expect((await owner.post(`/api/admin/payment-links/${link.id}/sms`)).status).toBe(409);
  });

  it('makes a fresh link for a checkout that did not go through, with the call-back words, and it can be paid', async () => {
    const piece = await addPiece(shop, { price: 1200, stock: 1 });
    const shopper = shop.as(newDevice());
    const opened = await shopper.checkout([itemLine(piece)], { phone: '0711222341' });
    const { tx_ref: txRef, amount } = opened.body.payment;
    const declined = await shopper.paySandbox(txRef, amount, 'decline');
    expect((await shopper.confirm(txRef, declined.transaction_id)).body.status).toBe('failed');
    const checkoutId = (await shop.checkoutRow(txRef)).id;

    const res = await owner.post<Link>(`/api/admin/payment-links/from-checkout/${checkoutId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ source: 'call_back', phone: '+254 711 222 341', subtotal: 1200 });
    expect(res.body.message).toContain(
      `Your M-Pesa payment for ${piece.name} (KES 1,200 plus delivery) did not go through. You can pay again here: ${res.body.url}`,
    );
    const paid = await payLink(tokenOf(res.body));
    expect(paid.opened.status, JSON.stringify(paid.opened.body)).toBe(201);
    const { payment } = paid.opened.body;
    const approved = await paid.shopper.paySandbox(payment.tx_ref, payment.amount);
    expect((await paid.shopper.confirm(payment.tx_ref, approved.transaction_id)).body.status).toBe('paid');
    // A checkout that became an order has nothing to call back about.
    const done = (await shop.checkoutRow(payment.tx_ref)).id;
    expect((await owner.post(`/api/admin/payment-links/from-checkout/${done}`)).status).toBe(404);
  });
});
