// Choosing the piece to try: search the shop by name, or take one from the wishlist or the bag on
// this device. Each choice is a button naming the piece; the chosen one is pressed.
import { imageSources } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useStoredBag } from '../../../lib/bag-store';
import { useDeviceStore } from '../../../lib/device-store';
import { useApi } from '../../../lib/use-api';
import { wishlistStore } from '../../../lib/wishlist-state';
import { pieceSearchQuery } from '../api/try-on-products';

export type PieceChoice = { ref: string; name: string; image: string | null };

function PieceList({
  label,
  pieces,
  chosen,
  onChoose,
}: {
  label: string;
  pieces: readonly PieceChoice[];
  chosen: string | null;
  onChoose: (ref: string) => void;
}) {
  if (pieces.length === 0) return null;
  return (
    <section aria-label={label}>
      <h3 className="text-muted mb-2 text-xs font-semibold tracking-wide uppercase">{label}</h3>
      <ul className="flex gap-2 overflow-x-auto pb-2">
        {pieces.map((piece) => (
          <li key={piece.ref} className="shrink-0">
            <button
              type="button"
              aria-pressed={piece.ref === chosen}
              onClick={() => onChoose(piece.ref)}
              className={clsx(
                'flex min-h-11 w-36 items-center gap-2 rounded-xl border p-1.5 pr-2 text-left text-xs font-medium',
                piece.ref === chosen ? 'border-ink bg-ink/5' : 'border-ink/15 hover:border-ink bg-white',
              )}
            >
              <img
                src={
                  piece.image
                    ? imageSources(piece.image, '', []).fallback || '/placeholder.svg'
                    : '/placeholder.svg'
                }
                alt=""
                width={40}
                height={40}
                loading="lazy"
                className="size-10 shrink-0 rounded-lg bg-neutral-100 object-cover"
              />
              <span className="line-clamp-2">{piece.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PieceChooser({
  chosen,
  onChoose,
}: {
  chosen: string | null;
  onChoose: (ref: string) => void;
}) {
  const api = useApi();
  const inputId = useId();
  const [text, setText] = useState('');
  const typed = useDeferredValue(text);
  const found = useQuery(pieceSearchQuery(api, typed));
  const wishlist = useDeviceStore(wishlistStore, (list) => list, []);
  const bag = useStoredBag();

  const results = (found.data?.results ?? []).map((r) => ({ ref: r.slug, name: r.name, image: r.image }));
  const saved = wishlist.map((e) => ({ ref: e.slug, name: e.name, image: e.image }));
  const inBag = (bag?.items ?? []).map(({ product }) => ({
    ref: product.slug ?? product.id,
    name: product.name,
    image: product.images[0] ?? null,
  }));

  return (
    <div className="space-y-4">
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
          Search for a piece
        </label>
        <div className="relative">
          <Search aria-hidden="true" className="text-muted absolute top-1/2 left-3 size-4 -translate-y-1/2" />
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Denim jacket, loafers…"
            autoComplete="off"
            className="border-ink/25 focus:border-ink min-h-11 w-full rounded-full border bg-white pr-4 pl-9 text-base"
          />
        </div>
        <p aria-live="polite" className="text-muted mt-1 min-h-5 text-xs">
          {typed.trim() && found.data && results.length === 0 ? 'No results found.' : ''}
          {found.isError ? 'The search did not answer. Please try again.' : ''}
        </p>
      </div>
      <PieceList label="Search results" pieces={results} chosen={chosen} onChoose={onChoose} />
      <PieceList label="From your wishlist" pieces={saved} chosen={chosen} onChoose={onChoose} />
      <PieceList label="From your bag" pieces={inBag} chosen={chosen} onChoose={onChoose} />
    </div>
  );
}
