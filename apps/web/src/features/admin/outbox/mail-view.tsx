// One e-mail as its reader gets it: the subject, the HTML part in a sandboxed frame (no scripts, no
// forms, no access to the admin page), and its plain-text part on request. A mail without an HTML
// part shows its text.
import { useState } from 'react';
import { CheckboxField } from '../components/fields';

type Props = { subject?: string; html: string | null; text: string; frameTitle: string };

export function MailView({ subject, html, text, frameTitle }: Props) {
  const [plain, setPlain] = useState(false);
  const showText = plain || !html;
  return (
    <div className="grid gap-3">
      {subject ? (
        <p className="text-sm break-words">
          <span className="text-muted">Subject: </span>
          <strong>{subject}</strong>
        </p>
      ) : null}
      {html ? (
        <CheckboxField
          label="Show the plain text"
          checked={plain}
          onChange={(event) => setPlain(event.target.checked)}
        />
      ) : null}
      {showText ? (
        <pre className="overflow-x-auto rounded-xl bg-ink/[0.04] p-3 text-xs whitespace-pre-wrap">{text}</pre>
      ) : (
        <iframe
          title={frameTitle}
          sandbox=""
          srcDoc={html}
          className="h-[36rem] w-full rounded-xl border border-ink/10 bg-paper"
        />
      )}
    </div>
  );
}
