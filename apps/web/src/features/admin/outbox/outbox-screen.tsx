// /admin/email-diagnostics: the order e-mail queue (waiting and sent rows, retry), a test e-mail to any
// address, and the outbox the shop keeps without a mail server (with the guests' order texts), on three tabs (?tab=queue, ?tab=test;
// the outbox is the default, so links with ?to= keep opening it).
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { TabLinks } from '../components/tab-links';
import { OrderSmsPanel } from './order-sms-panel';
import { OutboxSection } from './outbox-section';
import { QueueSection } from './queue-section';
import { TestMailSection } from './test-mail-section';

export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const tab = asked === 'queue' || asked === 'test' ? asked : 'outbox';
  return (
    <>
      <PageHeader
        title="E-mail Diagnostics"
        description="What the shop's e-mail is doing: the order e-mails waiting to go out, a test e-mail, and the outbox."
      />
      <TabLinks
        label="Which diagnostics"
        tabs={[
          { to: '?', label: 'Outbox', current: tab === 'outbox' },
          { to: '?tab=queue', label: 'Queue', current: tab === 'queue' },
          { to: '?tab=test', label: 'Test e-mail', current: tab === 'test' },
        ]}
      />
      {tab === 'queue' ? (
        <QueueSection />
      ) : tab === 'test' ? (
        <TestMailSection />
      ) : (
        <>
          <OutboxSection />
          <OrderSmsPanel />
        </>
      )}
    </>
  );
}
