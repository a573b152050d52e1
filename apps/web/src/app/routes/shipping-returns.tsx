import { ShippingReturnsContent } from '../../features/content/components/shipping-returns-content';
import { ownPageRoute } from '../../features/content/components/own-page-route';

/** The route's lazy part: the page and its loader (the owner's text, or null for the built-in one). */
export const route = ownPageRoute('shipping-returns', ShippingReturnsContent);
