// The chat button in the page's bottom corner (mounted after idle with the other late extras): opens
// the support chat, and shows how many of the shop's messages the shopper has not read. It sits above
// the scroll-to-top button and right of the purchase toast, so neither covers it at 360 px.
import { MessageCircle } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { emit, on } from '../../../lib/events';
import { meQuery } from '../../../lib/me';
import { useApi } from '../../../lib/use-api';
import { useEffect, useState } from 'react';
import { useChatLive } from '../hooks/chat-live';
import { hasChatted, useChatThread } from '../hooks/use-chat-thread';

export default function ChatButton() {
  const me = useQuery(meQuery(useApi()));
  const [wanted, setWanted] = useState(hasChatted);
  // Opening the panel once (here or from a page) makes the badge worth its request.
  useEffect(() => on('open-chat', () => setWanted(true)), []);
  const known = wanted || !!me.data?.user;
  const { conversation, unread } = useChatThread(known);
  useChatLive(known && conversation !== null);
  return (
    <button
      type="button"
      onClick={() => emit('open-chat', {})}
      data-testid="chat-button"
      className="fixed right-4 bottom-20 z-30 inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-ink shadow-xl ring-1 ring-ink/10 hover:bg-accent/85 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-ink"
    >
      <MessageCircle aria-hidden="true" className="size-6" />
      <span className="sr-only">
        Chat with us{unread > 0 ? ` (${unread} unread ${unread === 1 ? 'message' : 'messages'})` : ''}
      </span>
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 min-w-6 rounded-full bg-red-600 px-1.5 text-center text-xs leading-6 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
