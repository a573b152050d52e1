// Active collaborations: the owner records pieces sent and deliverables with a due date, moves them
// along, and sends the creator a reminder e-mail (due soon or late ones are flagged).
import { collabNeedsReminder, eatDateTime } from '@shop/domain/rules';
import type { CreatorCollabInput } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { sendCollabReminder } from './creator-mails';
import { creatorExists, findCollab, insertCollab, listCollabs, updateCollab } from './creator-collabs.repo';

type Deps = Pick<AppDeps, 'database' | 'config' | 'logger'>;

const today = (now: Date) => now.toISOString().slice(0, 10);

type Row = Awaited<ReturnType<typeof listCollabs>>[number];
const view = ({ collab: c, name }: Row, now: Date) => ({
  id: c.id,
  creator_id: c.creatorId,
  creator_name: name,
  title: c.title,
  pieces_sent: c.piecesSent,
  deliverables: c.deliverables,
  due_on: c.dueOn,
  status: c.status,
  needs_reminder: collabNeedsReminder({ status: c.status, dueOn: c.dueOn }, today(now)),
  reminded_at: c.remindedAt?.toISOString() ?? null,
  reminded_label: c.remindedAt ? eatDateTime(c.remindedAt) : null,
});

export async function collabList(deps: Deps, now = new Date()) {
  return { collabs: (await listCollabs(deps.database.db)).map((r) => view(r, now)) };
}

const columns = (input: CreatorCollabInput) => ({
  creatorId: input.creator_id,
  title: input.title,
  piecesSent: input.pieces_sent,
  deliverables: input.deliverables,
  dueOn: input.due_on ?? null,
  status: input.status,
});

export async function createCollab(deps: Deps, input: CreatorCollabInput) {
  const db = deps.database.db;
  if (!(await creatorExists(db, input.creator_id))) throw new HttpError(404, 'not_found', 'No such creator.');
  const row = await insertCollab(db, columns(input));
  return { collab: view((await findCollab(db, row.id))!, new Date()) };
}

export async function changeCollab(deps: Deps, id: string, input: CreatorCollabInput) {
  const db = deps.database.db;
  if (!(await creatorExists(db, input.creator_id))) throw new HttpError(404, 'not_found', 'No such creator.');
  if (!(await updateCollab(db, id, columns(input))))
    throw new HttpError(404, 'not_found', 'No such collaboration.');
  return { collab: view((await findCollab(db, id))!, new Date()) };
}

export async function remindCollab(deps: Deps, id: string, now = new Date()) {
  const db = deps.database.db;
  const found = await findCollab(db, id);
  if (!found) throw new HttpError(404, 'not_found', 'No such collaboration.');
  await sendCollabReminder(deps, { email: found.email, name: found.name }, found.collab);
  await updateCollab(db, id, { remindedAt: now });
  return { collab: view((await findCollab(db, id))!, now) };
}
