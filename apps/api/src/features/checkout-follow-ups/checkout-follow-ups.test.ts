// The owner's call-back list: checkouts that ended without an order, through the real checkout
// (declined and timed-out sandbox payments, a closed payment sheet), the "called" mark, shoppers who
// bought since, and the WhatsApp link with the first words typed.
import { beforeAll, describe, expect, it } from 'vitest';
import { addPiece, databaseKinds, itemLine, newDevice, useShop } from '../../test/use-shop';

type Row = {
  id: string;
  reason: string;
  phone: string | null;
  pieces: { name: string }[];
  total: number;
  called_at: string | null;
  called_by: string | null;
  bought_since: boolean;
  whatsapp_url: string | null;
};
type List = { checkouts: Row[] };

describe.each(databaseKinds())('unfinished checkouts on %s', (kind) => {
  const shop = useShop(kind);
  let owner: Awaited<ReturnType<typeof shop.asAdmin>>;
  const ids: Record<string, string> = {};
  const names: Record<string, string> = {};

  /** A checkout from its own phone that ends as `how`; answers its id. */
  async function unfinished(how: 'decline' | 'timeout' | 'close', phone: string) {
    const piece = await addPiece(shop, { price: 1800 });
    names[how] = piece.name;
    const shopper = shop.as(newDevice());
    const opened = await shopper.checkout([itemLine(piece)], { phone });
    expect(opened.status).toBe(201);
    const { tx_ref: txRef, amount } = opened.body.payment;
    if (how === 'close') {
      expect((await shopper.cancel(txRef)).status).toBe(200);
    } else {
      const paid = await shopper.paySandbox(txRef, amount, how);
      expect((await shopper.confirm(txRef, paid.transaction_id)).body.status).toBe('failed');
    }
    const [row] = await shop.db.query.checkouts.findMany({ where: (c, { eq }) => eq(c.txRef, txRef) });
    return row!.id;
  }

  beforeAll(async () => {
    owner = await shop.asAdmin();
    ids.decline = await unfinished('decline', '0711000001');
    ids.timeout = await unfinished('timeout', '0711000002');
    ids.close = await unfinished('close', '0711000003');
    // This shopper closed the sheet, then came back and paid: nobody needs to call.
    ids.later = await unfinished('close', '0711000004');
    await shop.as(newDevice()).buy([itemLine(await addPiece(shop))], { phone: '0711000004' });
  });

  const list = async (query = '') => {
    const res = await owner.get<List>(`/api/admin/unfinished-checkouts${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.checkouts;
  };
  const find = (rows: Row[], id: string) => rows.find((r) => r.id === id);

  it('lists each with phone, pieces, amount and why it ended; a shopper who paid since is left out', async () => {
    const rows = await list();
    expect(find(rows, ids.decline!)).toMatchObject({
      reason: 'declined',
      phone: '+254 711 000 001',
      total: 1800 + 200,
      pieces: [expect.objectContaining({ name: names.decline })],
      called_at: null,
      bought_since: false,
    });
    expect(find(rows, ids.timeout!)?.reason).toBe('timed_out');
    expect(find(rows, ids.close!)?.reason).toBe('closed');
    expect(find(rows, ids.later!)).toBeUndefined();
    expect(find(await list('?show=all'), ids.later!)?.bought_since).toBe(true);
  });

  it('offers a WhatsApp message to the phone with the first words typed', async () => {
    const url = new URL(find(await list(), ids.decline!)!.whatsapp_url!);
    expect(url.origin + url.pathname).toBe('https://wa.me/254711000001');
    expect(url.searchParams.get('text')).toBe(
      `Hi, this is TNT Thrift. Your M-Pesa payment of KES 2,000 for ${names.decline} did not go through. Would you like us to help you complete it?`,
    );
  });

  it('marks a call (who and when), hides it from the open list, and can take the mark back', async () => {
    const marked = await owner.post(`/api/admin/unfinished-checkouts/${ids.decline}/called`, {
      called: true,
    });
    expect(marked.status).toBe(200);
    expect(find(await list(), ids.decline!)).toBeUndefined();
    expect(find(await list('?show=all'), ids.decline!)).toMatchObject({ called_by: 'owner@example.com' });
    await owner.post(`/api/admin/unfinished-checkouts/${ids.decline}/called`, { called: false });
    expect(find(await list(), ids.decline!)?.called_at).toBeNull();
  });

  it('says what is wrong with bad input, and refuses a checkout that became an order', async () => {
    expect((await owner.get('/api/admin/unfinished-checkouts?days=0')).status).toBe(400);
    expect((await owner.post('/api/admin/unfinished-checkouts/nope/called', { called: true })).status).toBe(
      400,
    );
    expect(
      (await owner.post(`/api/admin/unfinished-checkouts/${ids.decline}/called`, { called: 'yes' })).status,
    ).toBe(400);
    const paid = await shop.db.query.checkouts.findFirst({ where: (c, { eq }) => eq(c.status, 'paid') });
    const refused = await owner.post(`/api/admin/unfinished-checkouts/${paid!.id}/called`, { called: true });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('No checkout to call back with this id.');
  });

  it('is for admins only', async () => {
    const customer = await shop.signIn('achieng@example.com');
    expect((await shop.as(customer).get('/api/admin/unfinished-checkouts')).status).toBe(403);
    expect((await shop.as({}).get('/api/admin/unfinished-checkouts')).status).toBe(403);
  });
});
