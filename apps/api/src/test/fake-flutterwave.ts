// A local stand-in for Flutterwave's verification API (GET /v3/transactions/{id}/verify and
// /v3/transactions/verify_by_reference?tx_ref=) on 127.0.0.1, answering in Flutterwave's envelopes.
// Tests register the transactions the "provider" knows, script odd answers per transaction id or
// tx_ref (a delay past the client's time-out, a 5xx, an error envelope, an answer held until the test
// lets it go), count the calls, and see whether the shop sent the right Bearer secret.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { flutterwaveApi, type PaymentProvider } from '../features/payments/payments.provider';

export type FakeTransaction = {
  id: number;
  tx_ref: string;
  amount: number;
  currency: string;
  /** successful, failed, cancelled, pending… */
  status: string;
  payment_type: string;
};

/** An answer other than the transaction's envelope, for the next `times` calls (default: every call). */
export type Scripted = {
  /** Wait this long before answering (past the client's time-out: a time-out). */
  delayMs?: number;
  /** Answer only once this settles. */
  until?: Promise<unknown>;
  /** Answer with this HTTP status (and `body`, or Flutterwave's error envelope). */
  status?: number;
  body?: unknown;
  /** Answer 400 with Flutterwave's error envelope carrying this message. */
  error?: string;
  times?: number;
};

export type FakeCall = { kind: 'id' | 'ref'; key: string; authorized: boolean };

const envelope = (tx: FakeTransaction) => ({
  status: 'success',
  message: 'Transaction fetched successfully',
  data: {
    id: tx.id,
    tx_ref: tx.tx_ref,
    flw_ref: `FLW-MOCK-${tx.id}`,
    amount: tx.amount,
    currency: tx.currency,
    charged_amount: tx.amount,
    app_fee: 0,
    status: tx.status,
    payment_type: tx.payment_type,
    created_at: new Date().toISOString(),
    customer: { phone_number: '254712345678' },
  },
});

const errorEnvelope = (message: string) => ({ status: 'error', message, data: null });

export type FakeFlutterwave = Awaited<ReturnType<typeof startFakeFlutterwave>>;

export async function startFakeFlutterwave() {
  const secretKey = `FLWSECK_TEST-${randomBytes(12).toString('hex')}-X`;
  const publicKey = `FLWPUBK_TEST-${randomBytes(12).toString('hex')}-X`;
  const webhookHash = `whsec-${randomBytes(16).toString('hex')}`;
  const transactions = new Map<number, FakeTransaction>();
  const scripts = new Map<string, Scripted>();
  const calls: FakeCall[] = [];
  const listeners = new Set<(call: FakeCall) => void>();
  const timers = new Set<NodeJS.Timeout>();
  let nextId = 4_000_000 + Math.floor(Math.random() * 1_000_000);

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const send = (res: ServerResponse, status: number, body: unknown) => {
    if (res.destroyed || res.writableEnded) return;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const takeScript = (key: string): Scripted | null => {
    const script = scripts.get(key);
    if (!script) return null;
    if (script.times !== undefined) {
      if (script.times <= 1) scripts.delete(key);
      else scripts.set(key, { ...script, times: script.times - 1 });
    }
    return script;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const byId = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(url.pathname);
    const byRef = url.pathname === '/v3/transactions/verify_by_reference';
    if (req.method !== 'GET' || (!byId && !byRef)) return send(res, 404, errorEnvelope('Not found'));
    const call: FakeCall = {
      kind: byId ? 'id' : 'ref',
      key: byId ? decodeURIComponent(byId[1]!) : (url.searchParams.get('tx_ref') ?? ''),
      authorized: req.headers.authorization === `Bearer ${secretKey}`,
    };
    calls.push(call);
    for (const listener of listeners) listener(call);
    if (!call.authorized) return send(res, 401, errorEnvelope('Invalid authorization key'));

    const script = takeScript(`${call.kind}:${call.key}`);
    if (script?.delayMs) await sleep(script.delayMs);
    if (script?.until) await script.until.catch(() => undefined);
    if (script?.error !== undefined) return send(res, 400, errorEnvelope(script.error));
    if (script?.status !== undefined)
      return send(res, script.status, script.body ?? errorEnvelope(`HTTP ${script.status}`));

    let found: FakeTransaction | undefined;
    if (byId) found = transactions.get(Number(call.key));
    else for (const tx of transactions.values()) if (tx.tx_ref === call.key) found = tx; // the newest
    return found
      ? send(res, 200, envelope(found))
      : send(res, 400, errorEnvelope('No transaction was found for this id'));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, errorEnvelope('fake failed')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const callsFor = (key: string | number) => calls.filter((c) => c.key === String(key));
  const onCall = (listener: (call: FakeCall) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  return {
    url,
    secretKey,
    publicKey,
    webhookHash,
    /** Every request the shop made, in order. */
    calls,
    callsFor,
    /** The client the shop uses, pointed at this fake. */
    provider: (options: { timeoutMs?: number; secretKey?: string } = {}): PaymentProvider =>
      flutterwaveApi({
        name: 'flutterwave',
        baseUrl: url,
        secretKey: options.secretKey ?? secretKey,
        publicKey,
        webhookHash,
        timeoutMs: options.timeoutMs ?? 5_000,
      }),
    /** Registers a transaction the provider knows (successful KES M-Pesa unless told otherwise). */
    add(tx: Partial<FakeTransaction> & Pick<FakeTransaction, 'tx_ref' | 'amount'>): FakeTransaction {
      const row: FakeTransaction = {
        id: nextId++,
        currency: 'KES',
        status: 'successful',
        payment_type: 'mpesa',
        ...tx,
      };
      transactions.set(row.id, row);
      return row;
    },
    update(id: number, patch: Partial<Omit<FakeTransaction, 'id'>>) {
      const tx = transactions.get(id);
      if (!tx) throw new Error(`no fake transaction ${id}`);
      Object.assign(tx, patch);
    },
    /** Scripts the answers for one transaction id. */
    scriptId: (id: number | string, script: Scripted) => void scripts.set(`id:${id}`, script),
    /** Scripts the answers for one tx_ref (verify_by_reference). */
    scriptRef: (txRef: string, script: Scripted) => void scripts.set(`ref:${txRef}`, script),
    clearScripts: () => scripts.clear(),
    /** Called with every request as it arrives, before it is answered. */
    onCall,
    /** Resolves once `count` requests matching `match` have arrived (refuses to wait for ever). */
    waitForCalls(match: (call: FakeCall) => boolean, count: number, timeoutMs = 15_000) {
      return new Promise<void>((resolve, reject) => {
        const check = () => calls.filter(match).length >= count;
        if (check()) return resolve();
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`fake Flutterwave: ${count} calls did not arrive`));
        }, timeoutMs);
        const stop = onCall(() => {
          if (!check()) return;
          clearTimeout(timer);
          stop();
          resolve();
        });
      });
    },
    /** The webhook Flutterwave posts for a transaction (charge.completed), optionally lying about it. */
    webhookBody: (tx: FakeTransaction, lies: Record<string, unknown> = {}) => ({
      event: 'charge.completed',
      data: { ...envelope(tx).data, ...lies },
    }),
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
