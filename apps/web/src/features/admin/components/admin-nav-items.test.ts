import { describe, expect, it } from 'vitest';
import { ADMIN_PATHS } from '../admin-screens';
import { SCREENS, type AdminScreen } from '../screen-modules';
import { activeNavPath, crumbsFor, navSections } from './admin-nav-items';

const built = (): Promise<{ Component: () => null }> => Promise.resolve({ Component: () => null });

describe('admin screens', () => {
  it('the route table knows every screen, and every route has its screen', () => {
    expect(SCREENS.map(({ path }) => path)).toEqual(ADMIN_PATHS);
  });

  it('keeps every admin path of the spec', () => {
    for (const path of [
      'admin',
      'admin/products',
      'admin/bundles',
      'admin/videos',
      'admin/orders',
      'admin/users',
      'admin/highlights',
      'admin/discounts',
      'admin/exit-intent',
      'admin/fomo',
      'admin/customer-analytics',
      'admin/wishlist-analytics',
      'admin/email-settings',
      'admin/email-diagnostics',
      'admin/early-access',
      'admin/chat',
      'admin/chat-analytics',
      'admin/content',
      'admin/creators',
      'admin/creators/:id',
      'admin/active-collabs',
      'admin/creator-payouts',
      'admin/creator-leaderboard',
      'upload',
    ])
      expect(ADMIN_PATHS).toContain(path);
  });
});

describe('admin sidebar', () => {
  it('lists every top-level admin screen exactly once', () => {
    const listed = navSections(SCREENS).flatMap((s) => s.items.map((i) => i.path));
    expect(new Set(listed).size).toBe(listed.length);
    for (const path of [
      'admin',
      'admin/orders',
      'admin/products',
      'admin/discounts',
      'admin/users',
      'upload',
    ])
      expect(listed).toContain(path);
    // Detail screens are reached from their lists.
    expect(listed).not.toContain('admin/orders/:id');
    expect(listed).not.toContain('admin/discounts/new');
    expect(listed).not.toContain('admin/creators/:id');
  });

  it('puts a new screen nobody grouped under "More", and leaves out screens still to come', () => {
    const screens: AdminScreen[] = [
      { path: 'admin', title: 'Admin Dashboard', section: 'Shop', load: built },
      { path: 'admin/gift-cards', title: 'Gift cards', load: built },
      { path: 'admin/loyalty', title: 'Loyalty', section: 'Shop' },
    ];
    expect(navSections(screens)).toEqual([
      { label: 'Shop', items: [{ path: 'admin', title: 'Dashboard', sub: false }] },
      { label: 'More', items: [{ path: 'admin/gift-cards', title: 'Gift cards', sub: false }] },
    ]);
  });

  it('indents sub-screens under their list', () => {
    const failed = navSections(SCREENS)[0]!.items.find((i) => i.path === 'admin/orders/failed-payments');
    expect(failed).toMatchObject({ sub: true });
  });
});

describe('the sidebar entry of a page', () => {
  const sections = navSections(SCREENS);
  it('is the deepest entry the page belongs to', () => {
    expect(activeNavPath('/admin', sections)).toBe('admin');
    expect(activeNavPath('/admin/orders/4f2c9a10-0000-4000-8000-000000000000', sections)).toBe(
      'admin/orders',
    );
    expect(activeNavPath('/admin/orders/failed-payments', sections)).toBe('admin/orders/failed-payments');
    expect(activeNavPath('/admin/discounts/new', sections)).toBe('admin/discounts');
    expect(activeNavPath('/upload', sections)).toBe('upload');
    expect(activeNavPath('/admin/early-access/drops/42', sections)).toBe('admin/early-access');
  });
});

describe('admin breadcrumbs', () => {
  it('walks from Admin through the parent lists', () => {
    expect(crumbsFor('admin/orders/:id', SCREENS)).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Orders', to: '/admin/orders' },
      { label: 'Order', to: '/admin/orders/:id' },
    ]);
    expect(crumbsFor('admin', SCREENS)).toEqual([{ label: 'Admin', to: '/admin' }]);
    expect(crumbsFor('upload', SCREENS)).toEqual([
      { label: 'Admin', to: '/admin' },
      { label: 'Upload', to: '/upload' },
    ]);
  });
});
