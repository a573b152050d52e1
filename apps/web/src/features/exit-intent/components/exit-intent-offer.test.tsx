// @vitest-environment happy-dom
// The exit-intent offer in the page: the pointer leaving through the top opens the first offer the
// visitor qualifies for (and reports the view), never for an admin, never on the checkout.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../lib/api-client';
import { ApiContext } from '../../../lib/use-api';
import ExitIntentOffer from './exit-intent-offer';

const SETTINGS = { enabled: true, sensitivity: 15, delay: 0, countdown_duration: 120, offers: [] };

function renderOffer({ isAdmin = false, path = '/' } = {}) {
  const posted: string[] = [];
  const client = {
    'exit-intent': {
      settings: { $get: async () => Response.json(SETTINGS) },
      events: {
        $post: async ({ json }: { json: { offer_id: string } }) => {
          posted.push(json.offer_id);
          return Response.json({ counted: true });
        },
      },
    },
  };
  const api = (async () => client) as unknown as Api;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(['me'], { user: isAdmin ? { id: 'a', email: 'a@x', name: 'A' } : null, isAdmin });
  queryClient.setQueryData(['exit-intent', 'settings'], SETTINGS);
  const router = createMemoryRouter([{ path: '*', element: <ExitIntentOffer /> }], {
    initialEntries: [path],
  });
  render(
    <ApiContext.Provider value={api}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiContext.Provider>,
  );
  return { posted };
}

function leaveThroughTop() {
  document.dispatchEvent(new MouseEvent('mousemove', { clientY: 200, bubbles: true }));
  document.dispatchEvent(new MouseEvent('mousemove', { clientY: 20, bubbles: true }));
  document.dispatchEvent(new MouseEvent('mouseout', { clientY: 2, relatedTarget: null, bubbles: true }));
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  // A product viewed: the visitor is engaged.
  window.localStorage.setItem(
    'recently_viewed',
    JSON.stringify([{ id: 'p1', slug: 'p1', name: 'Dress', price: 900 }]),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the exit-intent offer in the page', () => {
  it('opens the welcome offer for a visitor leaving through the top, and reports the view', async () => {
    const { posted } = renderOffer();
    leaveThroughTop();
    expect(screen.queryByText('20% OFF')).toBeNull();
    expect(await screen.findByText('20% OFF', undefined, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('Karibu! A welcome gift')).toBeTruthy();
    await waitFor(() => expect(posted).toEqual(['fallback-welcome']));
    expect(window.sessionStorage.getItem('exit_intent_shown')).toBe('1');
  });

  it('never opens for an admin, on the checkout, or within 24 h of closing one', async () => {
    for (const setup of [
      () => renderOffer({ isAdmin: true }),
      () => renderOffer({ path: '/checkout' }),
      () => {
        window.localStorage.setItem('exit_intent_closed_at', String(Date.now() - 3600_000));
        return renderOffer();
      },
    ]) {
      const { posted } = setup();
      leaveThroughTop();
      // The offer would show 500 ms after leaving; give it twice that.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(screen.queryByText('20% OFF')).toBeNull();
      expect(posted).toEqual([]);
      cleanup();
    }
  });
});
