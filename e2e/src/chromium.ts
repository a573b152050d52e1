// Debian's Chromium, as the journeys (playwright-core) and the Lighthouse bench (chrome-launcher) start
// it: no downloads, no background traffic to the outside, no sandbox as root. Kept free of test
// imports so scripts can use it too.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
