// What sets a product apart, as badges with words (colour is never the only signal): switched off,
// who may buy it, and how the shop shows it off.
import { Badge } from '../components/status-badges';

type Flags = {
  is_active: boolean;
  vip_only: boolean;
  early_access_only: boolean;
  tier_required: string | null;
  featured: boolean;
  is_new: boolean;
  is_bestseller: boolean;
};

export function ProductBadges({ product, showActive = true }: { product: Flags; showActive?: boolean }) {
  return (
    <>
      {showActive && !product.is_active ? <Badge colour="grey">inactive</Badge> : null}
      {product.vip_only ? <Badge colour="yellow">VIP only</Badge> : null}
      {product.tier_required && !product.vip_only ? (
        <Badge colour="yellow">{product.tier_required === 'vip' ? 'VIP' : product.tier_required} tier</Badge>
      ) : null}
      {product.early_access_only ? <Badge colour="blue">early access</Badge> : null}
      {product.featured ? <Badge colour="green">featured</Badge> : null}
      {product.is_new ? <Badge colour="grey">new</Badge> : null}
      {product.is_bestseller ? <Badge colour="grey">bestseller</Badge> : null}
    </>
  );
}
