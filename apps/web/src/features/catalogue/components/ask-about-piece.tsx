// "Ask about this piece" on a product's page: opens the support chat about it (the piece travels with
// the first message, so the owner sees which one), and tells the chat what the page is about so its
// "Send this piece" is at hand from the chat button too.
import { MessageCircle } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { usePageChatContext } from '../../../lib/chat-page-context';
import { emit, type ChatStart } from '../../../lib/events';
import type { ProductDetail } from '../api/types';

export function AskAboutPiece({ product }: { product: ProductDetail }) {
  const start: ChatStart = {
    product: {
      id: product.id,
      slug: product.slug,
      name: product.name,
      price: product.price,
      image: product.images[0] ?? null,
    },
  };
  usePageChatContext(start);
  return (
    <button
      type="button"
      onClick={() => emit('open-chat', start)}
      className={buttonClasses('outline', 'sm', 'gap-2 self-start')}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      Ask about this piece
    </button>
  );
}
