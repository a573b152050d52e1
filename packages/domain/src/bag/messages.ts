export const BAG_EMPTY_MESSAGE = 'Your bag is empty';
export const ADDED_TO_BAG_MESSAGE = 'Added to bag!';
export const SIZE_REQUIRED_MESSAGE = 'Please select a size';

/** Toast after a bundle is added: '{bundle} added to bag!'. */
export function bundleAddedMessage(bundleName: string): string {
  return `${bundleName} added to bag!`;
}

/** Toast for Buy Now on a product without sizes: 'Proceeding to checkout with {product}'. */
export function buyNowMessage(productName: string): string {
  return `Proceeding to checkout with ${productName}`;
}
