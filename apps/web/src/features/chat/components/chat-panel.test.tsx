// @vitest-environment happy-dom
// The shopper's chat panel against a stand-in for /api/chat: the conversation as a log, links as
// text links (never HTML), read ticks, the offline line with its call-back form and WhatsApp, Enter
// sending and Shift+Enter not, and the context of a chat opened about a piece.
import type { ChatMessageView, ChatThread } from '@shop/contracts';
import { CHAT_OFFLINE_MESSAGE } from '@shop/domain/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatStart } from '../../../lib/events';
import ChatPanel from './chat-panel';

const at = '2026-11-27T07:00:00.000Z';
const msg = (seq: number, sender: ChatMessageView['sender'], body: string): ChatMessageView => ({
  id: `m${seq}`,
  seq,
  conversationId: 'c1',
  clientId: sender === 'customer' ? `client-${seq}` : null,
  sender,
  authorName: sender === 'shop' ? 'Achieng' : null,
  body,
  product: null,
  imageUrl: null,
  createdAt: at,
});

const thread = (open: boolean, withConversation = true): ChatThread => ({
  conversation: withConversation
    ? { id: 'c1', status: 'open', customerReadUpTo: 2, shopReadUpTo: 1, unread: 0, createdAt: at }
    : null,
  messages: withConversation
    ? [
        msg(1, 'customer', 'Hi, is the denim jacket <b>still</b> there?'),
        msg(2, 'shop', 'Yes! See www.tnt.example/jacket.'),
        msg(3, 'customer', 'Great'),
      ]
    : [],
  support: {
    open,
    offlineMessage: open ? null : CHAT_OFFLINE_MESSAGE,
    hours: 'Monday–Saturday, 9 AM–6 PM',
    whatsapp: '+254712345678',
    promiseMinutes: null,
  },
});

let posts: { url: string; body: unknown }[];
let answer: ChatThread;

beforeEach(() => {
  posts = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!init?.method || init.method === 'GET') return Response.json(answer);
    const body = init.body ? (JSON.parse(String(init.body)) as { clientId?: string; body?: string }) : {};
    posts.push({ url, body });
    if (url === '/api/chat/messages')
      return Response.json(
        {
          message: { ...msg(9, 'customer', body.body ?? ''), clientId: body.clientId },
          conversation: answer.conversation,
        },
        { status: 201 },
      );
    return new Response(null, { status: 204 });
  });
  vi.stubGlobal('EventSource', undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (detail: ChatStart = {}) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ChatPanel open detail={detail} onOpenChange={() => undefined} />
    </QueryClientProvider>,
  );

describe('the chat panel', () => {
  it('shows the conversation as a log, links as text links and HTML as text, with read ticks', async () => {
    answer = thread(true);
    show();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const link = within(log).getByRole('link', { name: 'www.tnt.example/jacket' });
    expect(link.getAttribute('href')).toBe('https://www.tnt.example/jacket');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(log).getByText('Hi, is the denim jacket <b>still</b> there?')).toBeTruthy();
    expect(log.querySelector('b')).toBeNull();
    // Message 1 is read by the shop (shopReadUpTo 1), message 3 only stored.
    expect([...log.querySelectorAll('[data-state]')].map((e) => e.getAttribute('data-state'))).toEqual([
      'read',
      'stored',
    ]);
    expect(screen.getByText('Achieng')).toBeTruthy();
    // In a conversation, typing tells the shop (once however many keys).
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'S' } });
    fireEvent.change(box, { target: { value: 'So' } });
    await waitFor(() => expect(posts.filter((p) => p.url === '/api/chat/typing')).toHaveLength(1));
  });

  it('outside support hours says the offline line, takes a phone number and offers WhatsApp', async () => {
    answer = thread(false);
    show();
    expect(await screen.findByText(CHAT_OFFLINE_MESSAGE)).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: /Continue on WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/254712345678');
    fireEvent.change(screen.getByLabelText('Leave your phone number'), { target: { value: '0712 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Call me back' }));
    await screen.findByRole('status');
    expect(posts).toEqual([{ url: '/api/chat/contact', body: { phone: '0712 345 678' } }]);
  });

  it('sends on Enter, starts a new line on Shift+Enter, and sends the piece it was opened about', async () => {
    answer = thread(true, false);
    const product = {
      id: '6f1c2d9e-4b8a-4c1e-9f3a-2b7d5e8c1a40',
      slug: 'denim',
      name: 'Denim Jacket',
      price: 2500,
      image: null,
    };
    show({ product });
    await screen.findByRole('log');
    expect(screen.getByText('Denim Jacket', { selector: 'strong' })).toBeTruthy();
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Does it fit a size M?' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(posts.filter((p) => p.url === '/api/chat/messages')).toEqual([]);
    // No conversation yet: nothing to tell the shop's typing indicator.
    expect(posts.filter((p) => p.url === '/api/chat/typing')).toEqual([]);
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(posts.some((p) => p.url === '/api/chat/messages')).toBe(true));
    const sent = posts.find((p) => p.url === '/api/chat/messages')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ body: 'Does it fit a size M?', context: { productId: product.id } });
    expect(typeof sent.clientId).toBe('string');
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('is a dialog named by its heading', async () => {
    answer = thread(true);
    show();
    await screen.findByRole('log');
    const dialog = document.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('support-chat-title');
    expect(document.getElementById('support-chat-title')!.textContent).toBe('Chat with us');
  });
});
