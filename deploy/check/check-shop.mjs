// What run.sh checks once compose.yaml is up, through nginx on :8080: the shop answers on PostgreSQL;
// pages and precompressed assets pass through nginx; a session made on one app container is good on
// the other (the shared AUTH_SECRET); and a guest's M-Pesa checkout opened while one container is
// down is confirmed as a paid order while the other is down (nothing lives in one container); and
// nginx finds a restarted container at its new address.
// Usage: node check-shop.mjs <base> <admin e-mail> <admin password> <app container 1> <app container 2>
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';

const [base, email, password, app1, app2] = process.argv.slice(2);
const step = (what) => console.log(`  ✓ ${what}`);
function must(condition, what, detail) {
  if (!condition) throw new Error(`${what}${detail === undefined ? '' : `: ${JSON.stringify(detail)}`}`);
}
const podman = (...args) => execFileSync('podman', args, { encoding: 'utf8' }).trim();

async function send(method, path, body, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, ...(body && { 'content-type': 'application/json' }), ...headers },
    ...(body && { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a page, not JSON
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** Waits until the container's own server answers its health check (from inside the container). */
async function ready(container) {
  for (let i = 0; i < 120; i++) {
    try {
      podman(
        'exec',
        container,
        'node',
        '-e',
        "fetch('http://127.0.0.1:3000/api/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))",
      );
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  throw new Error(`${container} did not come back`);
}
/** Stops `down`, waits until `up` answers and nginx's resolver (valid=5s) has forgotten `down`. */
const only = async (up, down) => {
  podman('stop', '-t', '5', down);
  await ready(up);
  await new Promise((r) => setTimeout(r, 6_000));
};

const health = await send('GET', '/api/health');
must(health.status === 200 && health.body.database?.kind === 'postgres', 'health on PostgreSQL', health.body);
step(`health: ${JSON.stringify(health.body.database)}`);

const page = await send('GET', '/');
must(
  page.status === 200 && /nginx/.test(page.headers.get('server') ?? ''),
  'home page through nginx',
  page.status,
);
const asset = /\/assets\/[\w-]+\.js/.exec(page.body)?.[0];
const script = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'br' } });
must(
  script.headers.get('content-encoding') === 'br',
  'asset precompressed',
  script.headers.get('content-encoding'),
);
must(/immutable/.test(script.headers.get('cache-control') ?? ''), 'asset immutable');
step(`home page (${page.body.length} bytes) and ${asset} (br, immutable) through nginx`);

const address = (container) =>
  podman('inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', container);
const before = address(app2);
await only(app1, app2);
const signIn = await send('POST', '/api/auth/sign-in/email', { email, password });
must(signIn.status === 200, 'owner signs in', signIn.body);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const guestId = randomUUID();
const listing = await send('GET', '/api/catalogue/products');
must(listing.status === 200, 'the catalogue', listing.body);
const piece = listing.body.products.find((p) => p.stock > 0);
must(piece, 'a piece in stock', listing.status);
const bag = {
  items: [
    { product: { id: piece.id, price: piece.price }, quantity: 1, selectedSize: piece.sizes[0] ?? null },
  ],
  bundles: [],
};
const opened = await send(
  'POST',
  '/api/checkout',
  { bag, phone: '0712345678', payment_method: 'mpesa' },
  { 'x-guest-id': guestId },
);
must(opened.status === 201, 'checkout opened', opened.body);
const { tx_ref, amount } = opened.body.payment;
const charge = await send(
  'POST',
  '/api/sandbox-pay/charges',
  { tx_ref, amount, currency: 'KES', method: 'mpesa', phone: '0712345678', outcome: 'approve' },
  { 'x-guest-id': guestId },
);
must(charge.status < 300, 'M-Pesa charge approved', charge.body);
step(
  `with ${app2} stopped: owner signed in, a guest's checkout for "${piece.name}" opened and paid (KES ${amount})`,
);

podman('start', app2);
await only(app2, app1);
const after = address(app2);
// nginx finds the restarted container at its new address within its resolver's 5 s.
const since = Date.now();
let me = await send('GET', '/api/me', undefined, { cookie });
while (me.status === 502 && Date.now() - since < 15_000) {
  await new Promise((r) => setTimeout(r, 500));
  me = await send('GET', '/api/me', undefined, { cookie });
}
const reachedAfter = Date.now() - since;
must(me.body.isAdmin === true, "the owner's session on the other container", me.body);
const confirm = await send(
  'POST',
  '/api/checkout/confirm',
  { tx_ref, transaction_id: charge.body.transaction_id },
  { 'x-guest-id': guestId },
);
must(
  confirm.status === 200 && confirm.body.status === 'paid',
  'the order confirmed on the other container',
  confirm.body,
);
step(
  `${app2} started again (address ${before} → ${after}) and ${app1} stopped: ` +
    `answered after ${reachedAfter} ms; ` +
    "the owner is still signed in, and the guest's order is paid",
);
podman('start', app1);
await ready(app1);
