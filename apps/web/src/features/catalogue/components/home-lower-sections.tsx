// The home page below the shop: recently viewed (from this device) and the trust badges. An island:
// its code loads when the shopper scrolls near it.
import { RecentlyViewedStrip } from './recently-viewed-strip';
import { TrustBadges } from './trust-badges';

export function HomeLowerSections() {
  return (
    <>
      <RecentlyViewedStrip />
      <TrustBadges />
    </>
  );
}

export default HomeLowerSections;
