// The search palette. Fetched the first time it is opened (cmdk and the dialog are not in the first
// download). The dialog traps focus, closes on Escape or a tap outside, and gives focus back to
// whatever opened it; the combobox lets arrows move through the results and Enter open one.
import * as Dialog from '@radix-ui/react-dialog';
import { formatKes, imageVariantUrl } from '@shop/domain/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { LoaderCircle, Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EventDialogProps } from '../../../lib/events';
import { useApi } from '../../../lib/use-api';
import { searchProductsQuery, type SearchResult } from '../api/search-products';
import { useDebouncedValue } from '../hooks/use-debounced-value';

export const SEARCH_DEBOUNCE_MS = 200;

export default function SearchPalette({ open, onOpenChange }: EventDialogProps<'open-search-palette'>) {
  // Radix gives focus back to a Dialog.Trigger; this dialog is opened by events, so it remembers
  // what had focus (the navbar button, or the page for Ctrl+K) and returns there itself.
  const returnTo = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
          }}
          className="fixed inset-x-3 top-[8vh] z-50 mx-auto max-w-lg overflow-hidden rounded-2xl bg-paper shadow-2xl ring-1 ring-ink/10 sm:top-[12vh]"
        >
          <Dialog.Title className="sr-only">Search products</Dialog.Title>
          {/* Mounted per opening, so the palette starts empty each time. */}
          <SearchBox onChosen={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Thumbnail({ image }: { image: string | null }) {
  const frame = 'h-15 w-12 shrink-0 rounded-lg bg-neutral-200 object-cover';
  if (!image) return <span aria-hidden="true" className={frame} />;
  return (
    <img src={imageVariantUrl(image, 320)} alt="" width={48} height={60} decoding="async" className={frame} />
  );
}

function statusText(text: string, settled: boolean, count: number, error: Error | null): string {
  if (!text) return 'Type part of a product name.';
  if (error) return error.message;
  if (!settled) return 'Searching…';
  if (count === 0) return 'No results found.';
  return count === 1 ? '1 product found' : `${count} products found`;
}

function SearchBox({ onChosen }: { onChosen: () => void }) {
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const text = input.trim();
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useQuery({ ...searchProductsQuery(useApi(), q), placeholderData: keepPreviousData });
  // Until the typing settles and the answer for exactly this text is in, the list may be the last one.
  const settled = q === text && !search.isFetching && !search.isPlaceholderData;
  const results: SearchResult[] = text ? (search.data?.results ?? []) : [];
  const error = settled && search.isError ? search.error : null;
  const status = statusText(text, settled, results.length, error);

  const choose = (product: SearchResult) => {
    onChosen();
    void navigate(`/products/${product.slug}`);
  };

  return (
    <Command label="Search products" shouldFilter={false} loop className="flex flex-col">
      {/* The field's own outline would sit inside the panel's edge; the row's underline marks focus instead. */}
      <div className="flex items-center gap-3 border-b-2 border-ink/10 px-4 focus-within:border-blue-700">
        {settled || !text ? (
          <Search aria-hidden="true" className="size-5 shrink-0 text-muted" />
        ) : (
          <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin text-muted" />
        )}
        <Command.Input
          value={input}
          onValueChange={setInput}
          placeholder="Search for products..."
          style={{ outline: 'none' }}
          className="h-14 w-full min-w-0 bg-transparent text-base outline-none placeholder:text-muted"
        />
        <Dialog.Close className="shrink-0 rounded-md border border-ink/15 px-2 py-1 text-xs font-medium text-muted hover:text-ink">
          Esc<span className="sr-only"> (close search)</span>
        </Dialog.Close>
      </div>
      <Command.List
        label="Products"
        className={results.length > 0 ? 'max-h-[min(60vh,26rem)] overflow-y-auto overscroll-contain p-2' : ''}
      >
        {results.map((product) => (
          <Command.Item
            key={product.id}
            value={product.id}
            onSelect={() => choose(product)}
            className="flex cursor-pointer items-center gap-3 rounded-xl p-2 data-[selected=true]:bg-ink/5"
          >
            <Thumbnail image={product.image} />
            <span className="line-clamp-2 min-w-0 flex-1 text-sm font-medium">{product.name}</span>
            <span className="shrink-0 text-sm font-bold">{formatKes(product.price)}</span>
          </Command.Item>
        ))}
      </Command.List>
      <p
        role="status"
        className={results.length > 0 && settled ? 'sr-only' : 'px-4 py-6 text-center text-sm text-muted'}
      >
        {status}
      </p>
    </Command>
  );
}
