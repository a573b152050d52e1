// Customers of each standing, made the way customers really get there: premium and VIP by paid orders
// worth exactly the tier's thresholds (pieces the owner lists for them), an early-access member by
// joining the list while signed in, a regular customer by signing up. The owner's pieces are taken off
// sale by `close()`.
import { TIER_THRESHOLDS } from '@shop/domain/rules';
import { request as playwrightRequest, type APIRequestContext } from 'playwright-core';
import { inject } from 'vitest';
import { expect, LAPTOP, type Visitors } from './browser';
import { paidCustomerOrder } from './paid-orders';
import { shopUrl } from './shop';

export type Standing = 'regular' | 'member' | 'premium' | 'vip';
export type Customer = { email: string; password: string };

const PASSWORD = 'e2e-member-password';

export async function membersShop(browser: () => Visitors) {
  const baseUrl = shopUrl();
  const owner: APIRequestContext = await playwrightRequest.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { origin: baseUrl },
  });
  expect((await owner.post('/api/auth/sign-in/email', { data: inject('admin') })).status()).toBe(200);
  const listed: string[] = [];

  /** A piece the owner puts on sale; answers it as the order helpers take it. */
  async function listPiece(name: string, price: number, stock = 1) {
    const res = await owner.post('/api/admin/products', {
      data: { name, price, category: 'clothing', stock, is_active: true },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { product } = (await res.json()) as { product: { id: string; name: string; price: number } };
    listed.push(product.id);
    return { ...product, sizes: [] as string[] };
  }

  /** A new customer of this standing (signed up, then paid or joined as the standing needs). */
  async function customer(standing: Standing, email: string, name: string): Promise<Customer> {
    const who = { email, password: PASSWORD };
    const context = await browser().newContext({ viewport: LAPTOP });
    const headers = { origin: baseUrl };
    const res = await context.request.post(`${baseUrl}/api/auth/sign-up/email`, {
      data: { ...who, name },
      headers,
    });
    expect(res.status()).toBe(200);
    if (standing === 'member') {
      const joined = await context.request.post(`${baseUrl}/api/early-access`, { data: { email }, headers });
      expect(joined.status()).toBe(200);
    }
    if (standing === 'premium' || standing === 'vip') {
      const { totalSpent, totalOrders } = TIER_THRESHOLDS[standing];
      const page = await context.newPage();
      for (let i = 1; i <= totalOrders; i += 1) {
        const piece = await listPiece(`${name} order ${i}`, Math.ceil(totalSpent / totalOrders));
        await paidCustomerOrder(page, piece);
      }
    }
    await context.close();
    return who;
  }

  return {
    owner,
    listPiece,
    customer,
    close: async () => {
      for (const id of listed) await owner.post(`/api/admin/products/${id}/deactivate`);
      await owner.dispose();
    },
  };
}
