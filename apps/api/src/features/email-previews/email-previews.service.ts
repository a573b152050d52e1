// The admin's e-mail previews: which mails there are, and one of them rendered from sample data.
import type { EmailPreview, EmailPreviewKind } from '@shop/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../lib/errors';
import { SAMPLE_MAILS } from './sample-mails';

export const previewKinds = (): EmailPreviewKind[] =>
  SAMPLE_MAILS.map(({ kind, label }) => ({ kind, label }));

export async function emailPreview(
  deps: Pick<AppDeps, 'config' | 'secret' | 'database' | 'logger'>,
  kind: string,
): Promise<EmailPreview> {
  const sample = SAMPLE_MAILS.find((m) => m.kind === kind);
  if (!sample) throw new HttpError(404, 'not_found', `There is no e-mail called "${kind}" to preview`);
  const mail = await sample.build(deps);
  return {
    kind,
    label: sample.label,
    to: mail.to,
    subject: mail.subject,
    html: mail.html ?? null,
    text: mail.text,
  };
}
