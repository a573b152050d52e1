// One waiting application: who, where they post and how many follow them, samples, and the owner's
// decision (commission rate, an optional code, a message that goes into the e-mail).
import { DEFAULT_COMMISSION_PERCENT } from '@shop/domain/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { notify } from '../../../lib/notify';
import { useApi } from '../../../lib/use-api';
import { CREATORS_KEY, decideApplication, type CreatorApplication } from '../api/creators-api';
import { formatDate } from '../format';
import { useAction } from '../hooks/use-action';
import { CreatorTermsFields } from './creator-terms-fields';

export function ApplicationCard({ application: a }: { application: CreatorApplication }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [message, setMessage] = useState('');
  const [rate, setRate] = useState(String(DEFAULT_COMMISSION_PERCENT));
  const [code, setCode] = useState('');
  const decide = useAction(async (decision: 'approve' | 'reject') => {
    await decideApplication(
      api,
      a.id,
      decision === 'approve'
        ? { decision, message, commission_percent: Number(rate), ...(code.trim() && { code: code.trim() }) }
        : { decision, message },
    );
    notify.success(
      decision === 'approve' ? `${a.name} is now a creator.` : `${a.name}'s application was declined.`,
    );
    await queryClient.invalidateQueries({ queryKey: CREATORS_KEY });
  });
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-ink/10 bg-white p-4"
      data-testid="creator-application"
    >
      <h3 id={headingId} className="font-bold">
        {a.name}
      </h3>
      <p className="text-muted text-sm">
        {a.email} · {a.phone} · applied {formatDate(a.created_at)}
      </p>
      <p className="mt-2 text-sm">
        <span className="font-medium">Niche:</span> {a.niche}
      </p>
      <ul className="mt-1 text-sm">
        {a.socials.map((s) => (
          <li key={`${s.network}${s.handle}`}>
            {s.network}: {s.handle} · {s.followers.toLocaleString('en-KE')} followers
          </li>
        ))}
      </ul>
      <ul className="mt-1 text-sm">
        {a.sample_links.map((link) => (
          <li key={link}>
            <a href={link} target="_blank" rel="noreferrer noopener" className="break-all underline">
              {link}
            </a>
          </li>
        ))}
      </ul>
      {a.pitch ? <p className="text-muted mt-2 text-sm whitespace-pre-line">{a.pitch}</p> : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <CreatorTermsFields rate={rate} onRate={setRate} code={code} onCode={setCode} codeOptional />
      </div>
      <TextAreaField
        size="sm"
        className="mt-3"
        label="Message in the e-mail"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" disabled={decide.pending} onClick={() => decide.start('approve')}>
          Approve
        </Button>
        <Button size="sm" variant="outline" disabled={decide.pending} onClick={() => decide.start('reject')}>
          Reject
        </Button>
      </div>
    </article>
  );
}
