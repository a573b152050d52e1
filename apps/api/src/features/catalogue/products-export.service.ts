// The owner's products as a spreadsheet (GET /api/admin/products/export.csv, the list's filters):
// one row per product with its price, sale price, pieces in all and by size ("S:1; M:2"), who may
// buy it and whether it is on sale.
import { sortSizes } from '@shop/domain/rules';
import type { AppDeps } from '../../app-deps';
import { toCsv, type CsvCell } from '../../lib/csv';
import { productsForExport } from './products-export.repo';
import type { AdminProductsQuery } from '@shop/contracts';
import { lowStockLevelIn } from '../settings/settings.service';

type Deps = Pick<AppDeps, 'database'>;

export const PRODUCT_CSV_HEADER = [
  'Product id',
  'Name',
  'Slug',
  'SKU',
  'Category',
  'Styles',
  'Price (KES)',
  'Original price (KES)',
  'Pieces',
  'Pieces by size',
  'Active',
  'VIP only',
  'Tier required',
  'Early access only',
  'Featured',
  'New',
  'Drop',
  'Created',
] as const;

export async function productsCsv({ database }: Deps, query: AdminProductsQuery) {
  const { rows, sizes } = await productsForExport(database.db, query, await lowStockLevelIn(database.db));
  const byProduct = new Map<string, Map<string, number>>();
  for (const v of sizes) {
    if (v.size === null) continue;
    const label = v.color ? `${v.size} ${v.color}` : v.size;
    const own = byProduct.get(v.productId) ?? new Map<string, number>();
    own.set(label, (own.get(label) ?? 0) + v.stock);
    byProduct.set(v.productId, own);
  }
  const body = rows.map((p): CsvCell[] => {
    const own = byProduct.get(p.id);
    const bySize = own
      ? sortSizes([...own.keys()])
          .map((size) => `${size}:${own.get(size)}`)
          .join('; ')
      : '';
    return [
      p.id,
      p.name,
      p.slug,
      p.sku,
      p.category,
      p.styles.join('; '),
      p.price,
      p.originalPrice,
      p.stock,
      bySize,
      p.isActive,
      p.vipOnly,
      p.tierRequired,
      p.earlyAccessOnly,
      p.featured,
      p.isNew,
      p.dropName,
      p.createdAt.toISOString().slice(0, 10),
    ];
  });
  return toCsv(PRODUCT_CSV_HEADER, body);
}
