// The shop's own address for links in e-mails and text messages: PUBLIC_URL, or this machine's port.
import type { Config } from '../config';

export const shopUrl = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>) =>
  (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
