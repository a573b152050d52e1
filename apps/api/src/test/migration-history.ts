// A copy of the shop's migrations as they stood at one point of its history (the journal cut after
// `lastIdx`), so a test can build an older database, fill it as the older shop did, and migrate on.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsFolder } from '../db/migrate';

export function historyUntil(lastIdx: number): string {
  const folder = mkdtempSync(join(tmpdir(), 'shop-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= lastIdx);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}
