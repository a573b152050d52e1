import { bagItemCount, parseStoredBag } from '@shop/domain/rules';

/** How many pieces a stored bag holds; a damaged stored bag counts as what can be read of it. */
export const countStoredBag = (raw: string): number => bagItemCount(parseStoredBag(raw));
