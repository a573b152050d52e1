// "What sells together": choose a piece to see what customers most often buy with it, and the pairs
// most often bought together across the shop — ideas for bundles. Lift says how many times more often
// than chance (1 = as often as chance). The chosen piece is in the address (?pairs=<id>).
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useApi } from '../../../lib/use-api';
import { pairsWithQuery, sellsTogetherQuery, type SoldPair } from '../api/customer-analytics-api';
import { Field } from '../components/fields';
import { ProductSearch, ResultButton } from '../components/product-search';
import { EmptyState, ErrorState, LoadingState, Panel } from '../components/states';

function Results<D>({ query, children }: { query: UseQueryResult<D>; children: (data: D) => ReactNode }) {
  if (query.isPending) return <LoadingState label="Counting orders…" />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

function PairList({ pairs, label, both }: { pairs: SoldPair[]; label: string; both: boolean }) {
  return (
    <ol className="divide-y divide-ink/10" aria-label={label}>
      {pairs.map((pair) => (
        <li key={`${pair.a.id}|${pair.b.id}`} className="flex items-start justify-between gap-3 py-2 text-sm">
          <span className="min-w-0 break-words">
            {both ? `${pair.a.name} + ` : null}
            <Link
              to={`/admin/products?id=${pair.b.id}`}
              className="font-semibold underline-offset-2 hover:underline"
            >
              {pair.b.name}
            </Link>
          </span>
          <span className="shrink-0 text-right">
            <span className="block font-bold tabular-nums">{pair.together} orders</span>
            <span className="text-xs text-muted tabular-nums">lift {pair.lift}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function Companions({ productId }: { productId: string }) {
  const query = useQuery(pairsWithQuery(useApi(), productId));
  return (
    <Results query={query}>
      {(data) =>
        data.pairs.length === 0 ? (
          <EmptyState title={`Nothing bought with ${data.product.name} yet`} />
        ) : (
          <PairList pairs={data.pairs} label={`Bought with ${data.product.name}`} both={false} />
        )
      }
    </Results>
  );
}

export function SellsTogetherPanel({
  productId,
  choose,
}: {
  productId: string | undefined;
  /** Puts the chosen piece in the address. */
  choose: (id: string) => void;
}) {
  const top = useQuery(sellsTogetherQuery(useApi()));
  return (
    <Panel title="What sells together">
      <Field
        label="Bought with…"
        hint="Choose a piece to see what customers buy with it."
        hintAbove
        size="sm"
      >
        {(control) => (
          <ProductSearch
            control={control}
            action={(product) => (
              <ResultButton
                onClick={() => choose(product.id)}
                aria-label={`Show what sells with ${product.name}`}
              >
                Show
              </ResultButton>
            )}
          />
        )}
      </Field>
      {productId ? (
        <div className="mt-3">
          <Companions productId={productId} />
        </div>
      ) : null}
      <h3 className="mt-5 mb-1 text-sm font-bold">Most often bought together</h3>
      <Results query={top}>
        {(data) =>
          data.pairs.length === 0 ? (
            <EmptyState title="No pair yet">
              Pairs bought together in {data.min_orders} or more orders show here.
            </EmptyState>
          ) : (
            <PairList pairs={data.pairs} label="Pairs bought together" both />
          )
        }
      </Results>
    </Panel>
  );
}
