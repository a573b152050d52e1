// A highlight's items: the products, bundles and videos its story shows, first to last. Find them with
// the search (by name; switched-off ones are marked), add, move up or down, remove, then save. Sold
// out, switched-off, members-only or deleted pieces stay listed here but the home page leaves them out.
import * as Dialog from '@radix-ui/react-dialog';
import { formatKes } from '@shop/domain/rules';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useApi } from '../../../lib/use-api';
import {
  highlightChoicesQuery,
  setHighlightItems,
  type AdminHighlight,
  type AdminHighlightItem,
  type ItemKind,
} from '../api/highlights-api';
import { DialogFormButtons, DialogHeading, DialogSheet } from '../components/dialog-parts';
import { AddResultButton } from '../components/product-search';
import { SearchBox } from '../components/list-search';
import { FormError } from '../components/states';
import { useFormSave } from '../hooks/use-form-save';
import { Badge } from '../components/status-badges';
import { Thumb } from '../components/thumb';
import { useDebouncedSearch } from '../hooks/use-debounced-search';

type Props = {
  highlight: AdminHighlight | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => Promise<unknown>;
};

type Item = Pick<AdminHighlightItem, 'kind' | 'ref_id' | 'name' | 'image' | 'state'>;

const KIND_LABEL: Record<ItemKind, string> = { product: 'Product', bundle: 'Bundle', video: 'Video' };
const STATE_BADGE = {
  sold_out: <Badge colour="yellow">Sold out</Badge>,
  off: <Badge colour="grey">Switched off</Badge>,
  missing: <Badge colour="red">Deleted</Badge>,
  members_only: <Badge colour="blue">Members only</Badge>,
  ok: null,
} as const;
const ICON_BUTTON =
  'grid size-9 shrink-0 place-items-center rounded-full hover:bg-ink/5 disabled:opacity-30 disabled:hover:bg-transparent';

function Picker({ items, onAdd }: { items: Item[]; onAdd: (item: Item) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const search = useDebouncedSearch(q, setQ, 300);
  const results = useQuery(highlightChoicesQuery(useApi(), q));
  const has = (kind: ItemKind, refId: string) => items.some((i) => i.kind === kind && i.ref_id === refId);
  const groups = results.data
    ? ([
        ['product', 'Products', results.data.products],
        ['bundle', 'Bundles', results.data.bundles],
        ['video', 'Videos', results.data.videos],
      ] as const)
    : [];
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        Find products, bundles and videos
      </label>
      <div className="mt-1">
        <SearchBox
          id={id}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              search.flush();
            }
          }}
          placeholder="Search by name"
        />
      </div>
      <div aria-live="polite" className="mt-2 max-h-64 space-y-3 overflow-y-auto">
        {results.isError ? <p className="text-sm text-red-700">{results.error.message}</p> : null}
        {groups.map(([kind, heading, rows]) =>
          rows.length === 0 ? null : (
            <section key={kind} aria-label={heading}>
              <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{heading}</h3>
              <ul className="mt-1 divide-y divide-ink/10 rounded-xl border border-ink/10 bg-white">
                {rows.map((row) => (
                  <li key={row.id} className="flex items-center gap-3 px-3 py-2 text-sm">
                    <Thumb src={row.image} size={36} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate">
                        {row.name}
                        {row.active ? null : <span className="text-muted"> (switched off)</span>}
                      </span>
                      {'price' in row ? (
                        <span className="block text-xs text-muted">
                          {formatKes(row.price)}
                          {'stock' in row ? ` · ${row.stock} in stock` : ''}
                        </span>
                      ) : null}
                    </span>
                    <AddResultButton
                      added={has(kind, row.id)}
                      name={row.name}
                      addedLabel={`${row.name} is in the highlight`}
                      onAdd={() =>
                        onAdd({
                          kind,
                          ref_id: row.id,
                          name: row.name,
                          image: row.image,
                          state: row.active ? ('stock' in row && row.stock <= 0 ? 'sold_out' : 'ok') : 'off',
                        })
                      }
                    />
                  </li>
                ))}
              </ul>
            </section>
          ),
        )}
        {results.data && groups.every(([, , rows]) => rows.length === 0) ? (
          <p className="text-sm text-muted">Nothing called &ldquo;{q}&rdquo;.</p>
        ) : null}
      </div>
    </div>
  );
}

function ItemsForm({
  highlight,
  onSaved,
  onDone,
}: { highlight: AdminHighlight } & Omit<Props, 'highlight' | 'onOpenChange'> & { onDone: () => void }) {
  const api = useApi();
  const [items, setItems] = useState<Item[]>(highlight.items);
  const { saving, formError, save } = useFormSave();
  const move = (from: number, to: number) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    await save(async () => {
      await setHighlightItems(
        api,
        highlight.id,
        items.map(({ kind, ref_id }) => ({ kind, ref_id })),
      );
      await onSaved();
      onDone();
    });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-5">
      <section aria-labelledby="highlight-items-heading">
        <h3 id="highlight-items-heading" className="text-sm font-semibold">
          In this highlight, first to last ({items.length})
        </h3>
        {items.length === 0 ? (
          <p className="mt-1 text-sm text-muted">Nothing yet: add pieces with the search below.</p>
        ) : (
          <ol className="mt-2 divide-y divide-ink/10 rounded-xl border border-ink/10 bg-white">
            {items.map((item, i) => (
              <li key={`${item.kind}:${item.ref_id}`} className="flex items-center gap-2 px-3 py-2 text-sm">
                <Thumb src={item.image} size={36} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{item.name ?? 'Deleted piece'}</span>
                  <span className="flex items-center gap-2 text-xs text-muted">
                    {KIND_LABEL[item.kind]}
                    {STATE_BADGE[item.state]}
                  </span>
                </span>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                  aria-label={`Move ${item.name ?? 'item'} up`}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  disabled={i === items.length - 1}
                  onClick={() => move(i, i + 1)}
                  aria-label={`Move ${item.name ?? 'item'} down`}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </button>
                <button
                  type="button"
                  className={ICON_BUTTON}
                  onClick={() => setItems((list) => list.filter((_, n) => n !== i))}
                  aria-label={`Remove ${item.name ?? 'item'}`}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
      <Picker items={items} onAdd={(item) => setItems((list) => [...list, item])} />
      <FormError message={formError} />
      <DialogFormButtons saving={saving} label="Save items" />
    </form>
  );
}

export function ItemsDialog({ highlight, onOpenChange, onSaved }: Props) {
  return (
    <DialogSheet open={highlight !== null} onOpenChange={onOpenChange} width="xl">
      <DialogHeading title={highlight ? `Items of “${highlight.title}”` : 'Items'} />
      <Dialog.Description className="sr-only">
        Find pieces, add them, put them in order and save.
      </Dialog.Description>
      {highlight ? (
        <ItemsForm highlight={highlight} onSaved={onSaved} onDone={() => onOpenChange(false)} />
      ) : null}
    </DialogSheet>
  );
}
