// Which of the journeys' shops a test file talks to. global-setup.ts starts one shop server per
// worker (each with its own data folder and demo catalogue), and files run two at a time: the file in
// worker slot N always uses shop N, so two journeys never see each other's orders, stock or settings.
import { inject } from 'vitest';

/** The address of this worker's shop, e.g. http://127.0.0.1:41234. */
export function shopUrl(): string {
  const shops = inject('shops');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1') - 1;
  return shops[slot % shops.length]!;
}
