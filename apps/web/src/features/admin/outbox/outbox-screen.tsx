// /admin/email-diagnostics: the order e-mail queue (waiting and sent rows, retry), a test e-mail to any
// address, previews of every e-mail, and the outbox the shop keeps without a mail server (with the
// guests' order texts), on four tabs (?tab=queue, ?tab=test, ?tab=previews; the outbox is the
// default, so links with ?to= keep opening it).
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { TabLinks } from '../components/tab-links';
import { OrderSmsPanel } from './order-sms-panel';
import { OutboxSection } from './outbox-section';
import { PreviewsSection } from './previews-section';
import { QueueSection } from './queue-section';
import { TestMailSection } from './test-mail-section';

export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const tab = asked === 'queue' || asked === 'test' || asked === 'previews' ? asked : 'outbox';
  return (
    <>
      <PageHeader
        title="E-mail Diagnostics"
        description="What the shop's e-mail is doing: the order e-mails waiting to go out, a test e-mail, how each e-mail looks, and the outbox."
      />
      <TabLinks
        label="Which diagnostics"
        tabs={[
          { to: '?', label: 'Outbox', current: tab === 'outbox' },
          { to: '?tab=queue', label: 'Queue', current: tab === 'queue' },
          { to: '?tab=test', label: 'Test e-mail', current: tab === 'test' },
          { to: '?tab=previews', label: 'Previews', current: tab === 'previews' },
        ]}
      />
      {tab === 'queue' ? (
        <QueueSection />
      ) : tab === 'test' ? (
        <TestMailSection />
      ) : tab === 'previews' ? (
        <PreviewsSection />
      ) : (
        <>
          <OutboxSection />
          <OrderSmsPanel />
        </>
      )}
    </>
  );
}
