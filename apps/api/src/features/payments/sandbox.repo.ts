import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sandboxPayments } from './sandbox.tables';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type NewSandboxPayment = typeof sandboxPayments.$inferInsert;

export async function insertSandboxPayment(db: Db, row: NewSandboxPayment): Promise<SandboxPayment> {
  const [inserted] = await db.insert(sandboxPayments).values(row).returning();
  return inserted!;
}

export async function findSandboxPayment(db: Db, id: number): Promise<SandboxPayment | null> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row ?? null;
}

/** The newest payment for a reference (a shopper may try again after a decline). */
export async function latestSandboxPayment(db: Db, txRef: string): Promise<SandboxPayment | null> {
  const [row] = await db
    .select()
    .from(sandboxPayments)
    .where(and(eq(sandboxPayments.txRef, txRef)))
    .orderBy(desc(sandboxPayments.createdAt), desc(sandboxPayments.id))
    .limit(1);
  return row ?? null;
}
