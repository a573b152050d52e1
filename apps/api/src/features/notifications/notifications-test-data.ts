// Notifications written straight through insertNotification, the one writer, for the tests.
import type { Db } from '../../db/database';
import { insertNotification } from './notifications.repo';

let serial = 0;

/** Writes `n` notifications for `userId` (oldest first), each with its own title. */
export async function ring(db: Db, userId: string, n = 1, type = 'order_shipped') {
  const saved = [];
  for (let i = 0; i < n; i++) {
    serial += 1;
    saved.push(
      await insertNotification(db, {
        userId,
        type,
        title: `Notice ${serial}`,
        message: `Message ${serial}`,
        metadata: { order_number: `ab${String(serial).padStart(6, '0')}` },
      }),
    );
  }
  return saved;
}
