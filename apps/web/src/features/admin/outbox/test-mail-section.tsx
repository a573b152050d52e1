// The Test e-mail tab of /admin/email-diagnostics: one plain e-mail to an address the owner types, sent
// by the shop's mailer; the answer says what became of it (the SMTP server's reply, or the outbox when
// no SMTP_URL is set, or the server's refusal).
import { testMailInput } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useApi } from '../../../lib/use-api';
import { sendTestMail, type TestMailAnswer } from '../api/email-settings-api';
import { ADMIN_KEY } from '../api/orders-api';
import { TextField } from '../components/fields';
import { SchemaForm } from '../components/form-layout';
import { Panel } from '../components/states';
import { useSchemaForm } from '../hooks/use-schema-form';

function Answer({ answer }: { answer: TestMailAnswer }) {
  if (!answer.ok)
    return (
      <p className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
        The mail server did not take the e-mail to {answer.to}. It answered: <code>{answer.response}</code>
      </p>
    );
  if (answer.transport === 'smtp')
    return (
      <p className="rounded-xl bg-green-50 p-3 text-sm text-green-900">
        Sent to {answer.to}. The mail server answered: <code className="break-all">{answer.response}</code>
      </p>
    );
  return (
    <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
      No mail server is set (SMTP_URL), so the e-mail was not sent to {answer.to}: it went to the outbox.{' '}
      <Link to={`?to=${encodeURIComponent(answer.to)}`} className="font-medium underline">
        See it in the outbox
      </Link>
      .
    </p>
  );
}

export function TestMailSection() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<TestMailAnswer | null>(null);
  const { formRef, submit, formError, saving, text } = useSchemaForm({
    schema: testMailInput,
    defaultValues: { to: '' },
    save: async ({ to }) => {
      setAnswer(null);
      setAnswer(await sendTestMail(api, to));
      void queryClient.invalidateQueries({ queryKey: [...ADMIN_KEY, 'outbox'] });
    },
  });
  return (
    <div className="max-w-2xl">
      <Panel title="Send a test e-mail">
        <SchemaForm formRef={formRef} onSubmit={submit} error={formError}>
          <TextField
            label="Send to"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            placeholder="you@example.com"
            hint="A short e-mail from the shop, sent the way order e-mails are."
            {...text('to')}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={saving}>
              {saving ? 'Sending…' : 'Send a test e-mail'}
            </Button>
          </div>
        </SchemaForm>
        <div role="status" aria-live="polite" className="mt-4 empty:hidden">
          {answer ? <Answer answer={answer} /> : null}
        </div>
      </Panel>
    </div>
  );
}
