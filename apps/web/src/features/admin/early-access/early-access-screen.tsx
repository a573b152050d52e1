// /admin/early-access: the early-access list (subscribers) and the drops, on two tabs (the tab is in
// the address: ?tab=drops).
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { TabLinks } from '../components/tab-links';
import { DropsPanel } from './drops-panel';
import { SubscribersPanel } from './subscribers-panel';

export function Component() {
  const [search] = useSearchParams();
  const tab = search.get('tab') === 'drops' ? 'drops' : 'subscribers';
  return (
    <>
      <PageHeader title="Early Access" description="The members’ list and the drops they shop first." />
      <TabLinks
        label="Which list"
        tabs={[
          { to: '?', label: 'Subscribers', current: tab === 'subscribers' },
          { to: '?tab=drops', label: 'Drops', current: tab === 'drops' },
        ]}
      />
      {tab === 'drops' ? <DropsPanel /> : <SubscribersPanel />}
    </>
  );
}
