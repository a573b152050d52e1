// How many journey files run at once (E2E_WORKERS, default 2: a two-core machine). Each has its own
// shop server (global-setup.ts) and its own Chromium; 1 runs them one after another against one shop.
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1);
