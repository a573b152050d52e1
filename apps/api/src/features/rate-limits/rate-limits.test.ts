// The counters every limit stands on: atomic under parallel attempts (whatever order their clocks
// and their queries come in), a sliding window, and attempts that can be given back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase, type DatabaseKind } from '../../test/use-shop';
import type { Database } from '../../db/database';
import { consumeAttempt, takeAttempt } from './rate-limits.service';

const LIMIT = { maxAttempts: 10, windowMs: 60_000 };

describe.each(databaseKinds())('rate-limit counters on %s', (kind: DatabaseKind) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('lets exactly the limit through a parallel burst, even when later clocks arrive first', async () => {
    const base = Date.now();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        consumeAttempt({ database }, 'burst', LIMIT, new Date(base + 40 - i)),
      ),
    );
    expect(burst.filter(Boolean)).toHaveLength(LIMIT.maxAttempts);
  });

  it('slides: attempts older than the window stop counting', async () => {
    const start = new Date('2030-01-01T10:00:00Z').getTime();
    for (let i = 0; i < LIMIT.maxAttempts; i++)
      expect(await consumeAttempt({ database }, 'slide', LIMIT, new Date(start + i * 1000))).toBe(true);
    expect(await consumeAttempt({ database }, 'slide', LIMIT, new Date(start + 59_000))).toBe(false);
    // The first attempt (at +0 s) leaves the window at +60 s: one place frees up, not more.
    expect(await consumeAttempt({ database }, 'slide', LIMIT, new Date(start + 60_000))).toBe(true);
    expect(await consumeAttempt({ database }, 'slide', LIMIT, new Date(start + 60_500))).toBe(false);
  });

  it('gives back exactly the attempt taken', async () => {
    const at = new Date('2030-02-01T10:00:00Z');
    const taken = await Promise.all(
      Array.from({ length: LIMIT.maxAttempts }, () => takeAttempt({ database }, 'give-back', LIMIT, at)),
    );
    expect(taken.every(Boolean)).toBe(true);
    expect(await takeAttempt({ database }, 'give-back', LIMIT, at)).toBeNull();
    // Ten attempts share one time stamp: giving one back frees one place, not ten.
    await taken[0]!.giveBack();
    expect(await consumeAttempt({ database }, 'give-back', LIMIT, at)).toBe(true);
    expect(await consumeAttempt({ database }, 'give-back', LIMIT, at)).toBe(false);
  });
});
