import type { AppDeps } from '../../app-deps';
import { latestPublicProducts } from './catalogue.repo';

/** The spec's first page: 50 products, newest first. */
export const PRODUCT_PAGE_SIZE = 50;

export async function latestProducts({ database }: Pick<AppDeps, 'database'>) {
  return latestPublicProducts(database.db, PRODUCT_PAGE_SIZE);
}
