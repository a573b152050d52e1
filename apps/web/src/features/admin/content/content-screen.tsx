// /admin/content: the FAQ page's questions and the static pages' texts, on two tabs (the tab is in the
// address: ?tab=pages). How shoppers reach the shop moved to Settings; its tab here leads there.
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header';
import { TabLinks } from '../components/tab-links';
import { FaqsSection } from './faqs-section';
import { PagesSection } from './pages-section';

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
          { to: '/admin/settings?tab=support', label: 'Support (in Settings)', current: false },
        ]}
      />
      {tab === 'faqs' ? (
        <FaqsSection />
      ) : tab === 'pages' ? (
        <PagesSection />
      ) : (
        // The old address of the support settings says where they are now.
        <p className="text-sm">
          The WhatsApp number, support hours and social accounts are now under{' '}
          <Link to="/admin/settings?tab=support" className="font-semibold underline">
            Settings → Support
          </Link>
          .
        </p>
      )}
    </>
  );
}
