// What a screen shows for a query: while it loads, when it failed (with Try again), when it found
// nothing, and its data. A list screen's page also keeps the previous page on screen, dimmed, while
// the next one loads, and has the pager under it.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Pager } from './pager';
import { ErrorState, LoadingState, RefreshingResults } from './states';

type QueryProps<D> = {
  query: UseQueryResult<D>;
  /** What loads, e.g. "Loading orders…". */
  loading: string;
  /** Shown instead of the data when `isEmpty` says there is nothing in it. */
  empty?: ReactNode;
  isEmpty?: (data: D) => boolean;
  children: (data: D) => ReactNode;
};

export function QueryResults<D>({ query, loading, empty, isEmpty, children }: QueryProps<D>) {
  if (query.isPending) return <LoadingState label={loading} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return isEmpty?.(query.data) ? empty : children(query.data);
}

type PageProps<D> = Omit<QueryProps<D>, 'isEmpty' | 'query'> & {
  /** The list screen (useListScreen): its query, its page and the addresses of the others. */
  list: { query: UseQueryResult<D>; filters: { page: number }; pageHref: (page: number) => string };
  /** How many items this page holds (none: `empty` shows). */
  count: (data: D) => number;
  pageSize: number;
  /** What the pager counts, e.g. "orders". */
  noun: string;
};

export function ListPage<D extends { total: number }>({
  list,
  count,
  pageSize,
  noun,
  children,
  ...results
}: PageProps<D>) {
  return (
    <QueryResults {...results} query={list.query} isEmpty={(data) => count(data) === 0}>
      {(data) => (
        <RefreshingResults query={list.query}>
          {children(data)}
          <Pager
            page={list.filters.page}
            pageSize={pageSize}
            total={data.total}
            noun={noun}
            hrefFor={list.pageHref}
          />
        </RefreshingResults>
      )}
    </QueryResults>
  );
}
