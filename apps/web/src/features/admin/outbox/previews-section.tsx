// The Previews tab of /admin/email-diagnostics: every mail the shop sends, rendered by the server from
// a sample order and customer, shown as the customer gets it. The chosen mail is in the address
// (?tab=previews&kind=…), so a preview can be shared.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { mailPreviewQuery, previewKindsQuery } from '../api/email-previews-api';
import { SelectField } from '../components/fields';
import { QueryResults } from '../components/list-page';
import { Panel } from '../components/states';
import { MailView } from './mail-view';

function Preview({ kind }: { kind: string }) {
  const query = useQuery(mailPreviewQuery(useApi(), kind));
  return (
    <QueryResults query={query} loading="Rendering the e-mail…">
      {(mail) => (
        <MailView
          key={mail.kind}
          subject={mail.subject}
          html={mail.html}
          text={mail.text}
          frameTitle={`Preview: ${mail.label}`}
        />
      )}
    </QueryResults>
  );
}

export function PreviewsSection() {
  const [search, setSearch] = useSearchParams();
  const kinds = useQuery(previewKindsQuery(useApi()));
  return (
    <QueryResults query={kinds} loading="Loading the e-mails…">
      {({ kinds: list }) => {
        const asked = search.get('kind');
        const kind = list.some((k) => k.kind === asked) ? asked! : (list[0]?.kind ?? '');
        return (
          <div className="grid max-w-3xl gap-4">
            <p className="text-sm text-muted">
              Each e-mail the shop sends, made from a sample order with two lines and a sample customer, as
              the customer's mail program shows it.
            </p>
            <SelectField
              label="E-mail"
              className="max-w-md"
              value={kind}
              options={list.map((k) => ({ value: k.kind, label: k.label }))}
              onChange={(event) =>
                setSearch({ tab: 'previews', kind: event.target.value }, { replace: true })
              }
            />
            <Panel title="Preview">{kind ? <Preview kind={kind} /> : null}</Panel>
          </div>
        );
      }}
    </QueryResults>
  );
}
