// What the app is built from. Tests build the same app with their own database and config.
import type { Config } from './config';
import type { Database } from './db/database';
import type { Auth } from './features/accounts/auth';
import type { PaymentProvider } from './features/payments/payments.provider';
import type { Logger } from './lib/logger';
import type { WebRenderer } from './web/web-renderer';

export type AppDeps = {
  config: Config;
  database: Database;
  auth: Auth;
  /** The server's signing secret (AUTH_SECRET, or the one kept in DATA_DIR): sessions and the
   *  early-access unsubscribe links are signed with it. */
  secret: string;
  logger: Logger;
  /** The payment provider (sandbox or Flutterwave); tests hand in a fake of Flutterwave's API. */
  payments: PaymentProvider;
  /** The built web app; absent in API-only tests. */
  web?: WebRenderer;
};
