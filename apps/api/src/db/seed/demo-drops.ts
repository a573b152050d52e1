// The demo shop's drops (demo/drops.json): each a real drop record launching some hours after the seed
// runs, its pieces stamped with the launch and the drop's name in the seed's transaction, exactly as
// the owner's save does (docs/decisions/0009).
import { insertDrop, replaceDropProducts, stampProducts } from '../../features/drops/drops.repo';
import type { Db } from '../database';
import { DROPS } from './demo-data';

const HOUR = 3600_000;

/** Inserts the demo drops; `idOf` finds a demo product's id by its name (and fails on a typo). */
export async function insertDemoDrops(tx: Db, idOf: (name: string) => string, now: Date): Promise<number> {
  for (const demo of DROPS) {
    // On the hour, Nairobi and everywhere else: a launch reads better as 18:00 than 18:37.
    const launch = new Date(Math.ceil((now.getTime() + demo.launchInHours * HOUR) / HOUR) * HOUR);
    const drop = await insertDrop(tx, {
      name: demo.name,
      slug: demo.slug,
      description: demo.description,
      publicAccessStart: launch,
    });
    const list = demo.products.map((p) => ({ productId: idOf(p.product), isFeatured: p.featured }));
    await replaceDropProducts(tx, drop.id, list);
    await stampProducts(
      tx,
      list.map((p) => p.productId),
      drop,
    );
  }
  return DROPS.length;
}
