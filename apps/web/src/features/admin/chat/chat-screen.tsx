// /admin/chat: the owner's support inbox. Tabs waiting / open / closed with their counts, the chosen
// conversation beside the list (on a phone: the list, then the conversation with a way back), live
// over the admin chat stream. The tab's title and the bell say how many customers wait for an answer;
// a new customer message beeps unless muted. The tab and the conversation are in the address.
import { CHAT_STATUSES, type ChatStatus } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { Bell, Volume2, VolumeX } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { inboxQuery } from '../api/chat-api';
import { PageHeader } from '../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../components/states';
import { TabLinks } from '../components/tab-links';
import { setMuted, useAdminChatLive, useMuted } from './admin-chat-live';
import { ChatConversation } from './chat-conversation';
import { ChatInboxList } from './chat-inbox-list';

const TAB_LABELS: Record<ChatStatus, string> = { waiting: 'Waiting', open: 'Open', closed: 'Closed' };
const statusOf = (value: string | null): ChatStatus =>
  (CHAT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ChatStatus) : 'waiting';

function useWaitingTitle(waiting: number) {
  // The shell sets the route's title again on each navigation (a conversation opened or a tab chosen).
  const { key } = useLocation();
  useEffect(() => {
    // After the route's own title, which the shell sets in the same commit (its effect runs later).
    queueMicrotask(() => {
      const base = document.title.replace(/^\(\d+\) /, '');
      document.title = waiting > 0 ? `(${waiting}) ${base}` : base;
    });
    return () => {
      document.title = document.title.replace(/^\(\d+\) /, '');
    };
  }, [waiting, key]);
}

export function Component() {
  const [search] = useSearchParams();
  const status = statusOf(search.get('status'));
  const chosen = search.get('c');
  const inbox = useQuery(inboxQuery(status));
  const muted = useMuted();
  useAdminChatLive();
  const waiting = inbox.data?.counts.waiting ?? 0;
  useWaitingTitle(waiting);
  const href = (patch: { status?: ChatStatus; c?: string | null }) => {
    const next = new URLSearchParams();
    next.set('status', patch.status ?? status);
    const c = patch.c === undefined ? chosen : patch.c;
    if (c) next.set('c', c);
    return `?${next.toString()}`;
  };

  return (
    <>
      <PageHeader
        title="Chat"
        description="Answer customers live. VIP customers are promised an answer within 2 minutes, premium within 5, during support hours."
        badges={
          <span
            className="inline-flex items-center gap-1 rounded-full bg-ink/5 px-2.5 py-0.5 text-sm font-semibold"
            data-testid="chat-bell"
          >
            <Bell aria-hidden="true" className="size-4" />
            {waiting} waiting
          </span>
        }
        actions={
          <button
            type="button"
            aria-pressed={muted}
            onClick={() => setMuted(!muted)}
            className="inline-flex min-h-9 items-center gap-2 rounded-full border border-ink/25 px-3 text-sm font-semibold"
          >
            {muted ? (
              <VolumeX aria-hidden="true" className="size-4" />
            ) : (
              <Volume2 aria-hidden="true" className="size-4" />
            )}
            Mute new-message sound
          </button>
        }
      />
      <div className={chosen ? 'hidden lg:block' : undefined}>
        <TabLinks
          label="Conversations"
          tabs={CHAT_STATUSES.map((s) => ({
            to: href({ status: s, c: null }),
            label: `${TAB_LABELS[s]} (${inbox.data?.counts[s] ?? 0})`,
            current: s === status,
          }))}
        />
      </div>
      {/* On a laptop the list and the conversation sit side by side, a screen high, each scrolling on
          its own. On a phone the chosen conversation covers the whole screen, like a messaging
          app, with its way back at the top and its reply box always at the bottom. */}
      <div className="grid min-h-[60dvh] grid-cols-[minmax(0,1fr)] gap-4 lg:h-[calc(100dvh-22rem)] lg:min-h-[26rem] lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div
          className={`rounded-2xl border border-ink/10 bg-white lg:overflow-y-auto ${chosen ? 'hidden lg:block' : ''}`}
        >
          {inbox.isPending ? (
            <LoadingState label="Loading conversations…" />
          ) : inbox.isError ? (
            <ErrorState error={inbox.error} onRetry={() => void inbox.refetch()} />
          ) : inbox.data.conversations.length === 0 ? (
            <EmptyState title={`No ${TAB_LABELS[status].toLowerCase()} conversations`} />
          ) : (
            <ChatInboxList rows={inbox.data.conversations} chosen={chosen} href={(id) => href({ c: id })} />
          )}
        </div>
        <div
          className={`min-h-0 flex-col overflow-hidden border-ink/10 bg-white lg:static lg:z-auto lg:flex lg:rounded-2xl lg:border ${chosen ? 'fixed inset-0 z-50 flex' : 'hidden'}`}
        >
          {chosen ? (
            <ChatConversation
              key={chosen}
              id={chosen}
              back={href({ c: null })}
              admins={inbox.data?.admins ?? []}
            />
          ) : (
            <p className="m-auto p-8 text-sm text-muted">Choose a conversation.</p>
          )}
        </div>
      </div>
    </>
  );
}
