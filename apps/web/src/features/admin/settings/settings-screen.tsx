// /admin/settings: the shop settings the owner edits, one section per tab (the tab is in the
// address: ?tab=support, ?tab=tiers, ?tab=stock, ?tab=shop). Each section is its own form with Save, "Restore
// defaults" and who saved it last.
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { shopSettingsQuery } from '../api/settings-api';
import { PageHeader } from '../components/page-header';
import { ErrorState, LoadingState } from '../components/states';
import { TabLinks } from '../components/tab-links';
import { DeliverySection } from './delivery-section';
import { LowStockSection } from './low-stock-section';
import { ShopSection } from './shop-section';
import { SupportSection } from './support-section';
import { TiersSection } from './tiers-section';

export function Component() {
  const [search] = useSearchParams();
  const asked = search.get('tab');
  const tab =
    asked === 'support' || asked === 'stock' || asked === 'tiers' || asked === 'shop' ? asked : 'delivery';
  const query = useQuery(shopSettingsQuery(useApi()));
  return (
    <>
      <PageHeader
        title="Settings"
        description="What the checkout charges, how shoppers reach you, what members need, when stock counts as low, and the shop's name and logo."
      />
      <TabLinks
        label="Which settings"
        tabs={[
          { to: '?', label: 'Delivery', current: tab === 'delivery' },
          { to: '?tab=support', label: 'Support', current: tab === 'support' },
          { to: '?tab=tiers', label: 'Tiers', current: tab === 'tiers' },
          { to: '?tab=stock', label: 'Stock', current: tab === 'stock' },
          { to: '?tab=shop', label: 'Shop', current: tab === 'shop' },
        ]}
      />
      {query.isPending ? (
        <LoadingState label="Loading the settings…" />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="max-w-2xl">
          {tab === 'delivery' ? (
            <DeliverySection key="delivery" settings={query.data} />
          ) : tab === 'support' ? (
            <SupportSection key="support" settings={query.data} />
          ) : tab === 'tiers' ? (
            <TiersSection key="tiers" settings={query.data} />
          ) : tab === 'shop' ? (
            <ShopSection key="shop" settings={query.data} />
          ) : (
            <LowStockSection key="stock" settings={query.data} />
          )}
        </div>
      )}
    </>
  );
}
