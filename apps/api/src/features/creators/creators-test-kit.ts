// Shared steps of the creators tests: an application, an approved creator signed in, a referral
// visit's cookie, and a guest buying one piece with it.
import { randomUUID } from 'node:crypto';
import { addPiece, itemLine, type Caller, type Shop } from '../../test/use-shop';

export const application = (over: Record<string, unknown> = {}) => ({
  name: 'Amani Otieno',
  email: `amani-${randomUUID().slice(0, 6)}@example.com`,
  phone: '0722000111',
  socials: [{ network: 'tiktok', handle: '@amani.thrifts', followers: 12000 }],
  niche: 'Streetwear thrift hauls',
  sample_links: ['https://www.tiktok.com/@amani.thrifts/video/1'],
  pitch: 'I film weekly hauls.',
  ...over,
});

let phoneSeq = 100;
const nextPhone = () => `07220${String((phoneSeq += 1)).padStart(5, '0')}`;

/** A customer who applies signed in and is approved with `code` at `percent`. */
export async function approvedCreator(shop: Shop, admin: Caller, code: string, percent = 10) {
  const email = `${code.toLowerCase()}@creators.test`;
  const signed = await shop.signIn(email);
  const me = shop.as({ cookie: signed.cookie });
  const applied = await me.post<{ application: { id: string } }>(
    '/api/creators/applications',
    application({ email, name: `Creator ${code}`, phone: nextPhone() }),
  );
  if (applied.status !== 201) throw new Error(`apply: ${applied.status} ${JSON.stringify(applied.body)}`);
  const decided = await admin.post<{ creator: { id: string } }>(
    `/api/admin/creators/applications/${applied.body.application.id}/decision`,
    { decision: 'approve', message: 'Welcome aboard!', commission_percent: percent, code },
  );
  if (decided.status !== 200) throw new Error(`approve: ${decided.status} ${JSON.stringify(decided.body)}`);
  return { id: decided.body.creator.id, userId: signed.id, cookie: signed.cookie, email, me };
}

/** The signed referral cookie a `?ref=` visit sets (name=value), or null when none was set. */
export async function refCookie(shop: Shop, code: string, cookie?: string): Promise<string | null> {
  const res = await shop.send('GET', `/?ref=${code}`, { as: cookie ? { cookie } : {} });
  const set = res.headers.get('set-cookie');
  const match = set?.match(/shop_ref=[^;]+/);
  return match ? match[0] : null;
}

/** A guest (or a signed-in customer) buys one new piece with the referral cookie; answers the order. */
export async function buyWith(shop: Shop, cookies: string[], price = 2000, phone?: string) {
  const piece = await addPiece(shop, { price, stock: 1 });
  const buyer = shop.as({ guestId: randomUUID(), cookie: cookies.join('; ') });
  const bought = await buyer.buy([itemLine(piece)], phone ? { phone } : {});
  return { orderId: bought.orderId, piece };
}
