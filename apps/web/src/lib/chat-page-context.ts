// The piece or order the page on screen is about, for the support chat: the chat button (in the shell,
// loaded after idle) offers to send "this piece" without the chat importing the product page's code.
import { useEffect } from 'react';
import type { ChatStart } from './events';

let current: ChatStart = {};

/** What the page on screen is about (nothing on most pages). */
export const pageChatContext = (): ChatStart => current;

/** Tells the chat what this page is about while it is on screen. */
export function usePageChatContext(start: ChatStart | null) {
  const key = `${start?.product?.id ?? ''}:${start?.order?.id ?? ''}`;
  useEffect(() => {
    if (!start) return;
    current = start;
    return () => {
      current = {};
    };
    // The key says when the piece or order changed; the object itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
