import type { ProductCard as Product } from '../api/products';
import { ProductCard } from './product-card';

/** The product cards in a responsive grid: 2 columns on a phone, up to 4 on a desktop. */
export function ProductGrid({ products }: { products: Product[] }) {
  if (products.length === 0) return <p className="text-muted">No products found</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}
