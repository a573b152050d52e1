// /admin/content: the FAQ page's questions, the static pages' texts and how shoppers reach the shop
// (support), on three tabs (the tab is in the address: ?tab=pages, ?tab=support).
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { TabLinks } from '../components/tab-links';
import { FaqsSection } from './faqs-section';
import { PagesSection } from './pages-section';
import { SupportSection } from './support-section';

export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const tab = asked === 'pages' || asked === 'support' ? asked : 'faqs';
  return (
    <>
      <PageHeader
        title="Content"
        description="The FAQ page, the shop’s written pages, and how shoppers reach you."
      />
      <TabLinks
        label="Which content"
        tabs={[
          { to: '?', label: 'FAQs', current: tab === 'faqs' },
          { to: '?tab=pages', label: 'Pages', current: tab === 'pages' },
          { to: '?tab=support', label: 'Support', current: tab === 'support' },
        ]}
      />
      {tab === 'faqs' ? <FaqsSection /> : tab === 'pages' ? <PagesSection /> : <SupportSection />}
    </>
  );
}
