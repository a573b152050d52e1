// A saved product as GET /api/admin/products/:id answers it, for the form's tests.
import type { AdminProduct } from '../api/products-api';

/** The fields the form sends back as they are (the early-access end it writes in Nairobi time). */
export const SAVED_FIELDS = {
  name: 'Denim Jacket',
  slug: 'denim-jacket',
  description: 'Light wash, barely worn.',
  price: 2500,
  original_price: 4000,
  discount_percentage: 38,
  category: 'jackets',
  styles: ['Vintage', 'Casual'],
  images: ['/uploads/images/u-a-1024w.webp', '/uploads/images/u-b-1024w.webp'],
  video_url: null,
  vip_only: false,
  early_access_only: true,
  early_access_until: '2026-12-01T06:30:00.000Z',
  tier_required: 'vip',
  is_new: true,
  is_bestseller: false,
  featured: true,
  drop_name: 'December Drop',
  is_active: true,
  sku: 'DJ-001',
  fabric_details: [
    {
      type: 'Denim',
      description: '100% cotton',
      mainImage: '/uploads/images/u-c-1024w.webp',
      closeupImage: 'https://cdn.example.com/c.jpg',
    },
  ],
  stock: 3,
} satisfies Partial<AdminProduct>;

export const SAVED: AdminProduct = {
  ...SAVED_FIELDS,
  drop: null,
  id: '3f2b8c1e-5d4a-4b6c-9e8f-0a1b2c3d4e5f',
  stock_check_needed: false,
  popularity_score: 0,
  variants: [
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000001',
      sku: 'DJ-S',
      size: 'S',
      color: null,
      stock: 1,
      price: null,
    },
    {
      id: 'aaaaaaaa-0000-4000-8000-000000000002',
      sku: null,
      size: 'M',
      color: 'Blue',
      stock: 2,
      price: 2700,
    },
  ],
  sizes: ['S', 'M'],
  order_lines: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-02T00:00:00.000Z',
};
