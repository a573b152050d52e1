// An admin list: a table on wide screens (a hidden caption, one header cell per column, the item's name
// as the row's header) and a list of cards on narrower ones. Each list says its columns and its card.
import { clsx } from 'clsx';
import { Fragment, type ReactNode } from 'react';

export type Column<T> = {
  /** The column's header text (or a node, e.g. a text for screen readers only). */
  header: ReactNode;
  /** A whole header cell of its own instead, e.g. one that sorts the list; it gets `px-4 py-3`. */
  headerCell?: (className: string) => ReactNode;
  /** The cell naming the item: a row header (<th scope="row">). */
  rowHeader?: boolean;
  align?: 'right';
  /** Less room above and below (a picture). */
  compact?: boolean;
  /** Classes the column's header cell adds. */
  headerClassName?: string;
  /** Classes the column's cells add. */
  className?: string;
  cell: (item: T) => ReactNode;
};

type Width = 'md' | 'lg' | 'xl';

// Whole class names, so Tailwind finds them.
const TABLE_FROM: Record<Width, string> = { md: 'md:block', lg: 'lg:block', xl: 'xl:block' };
const CARDS_UNTIL: Record<Width, string> = { md: 'md:hidden', lg: 'lg:hidden', xl: 'xl:hidden' };
const CARDS_LAYOUT = { stack: 'space-y-2', grid: 'grid gap-2 md:grid-cols-2' } as const;

type Props<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  /** What the table shows, for screen readers (e.g. "Orders, newest first"). */
  caption: string;
  /** The name of the list of cards. */
  label: string;
  columns: readonly Column<T>[];
  /** One item's card; `cardClassName` styles the list item around it. */
  card: (item: T) => ReactNode;
  cardClassName?: string;
  rowClassName?: (item: T) => string | undefined;
  /** From which screen width the table replaces the cards. */
  tableFrom?: Width;
  cards?: keyof typeof CARDS_LAYOUT;
};

const cellClasses = <T,>(column: Column<T>) =>
  clsx('px-4', column.compact ? 'py-2' : 'py-3', column.align === 'right' && 'text-right', column.className);

export function DataList<T>({
  items,
  itemKey,
  caption,
  label,
  columns,
  card,
  cardClassName,
  rowClassName,
  tableFrom = 'md',
  cards = 'stack',
}: Props<T>) {
  return (
    <>
      <div
        className={clsx(
          'hidden overflow-x-auto rounded-2xl border border-ink/10 bg-white',
          TABLE_FROM[tableFrom],
        )}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-ink/10 bg-ink/[0.03] text-xs text-muted uppercase">
            <tr>
              {columns.map((column, i) =>
                column.headerCell ? (
                  <Fragment key={i}>{column.headerCell('px-4 py-3')}</Fragment>
                ) : (
                  <th
                    key={i}
                    scope="col"
                    className={clsx(
                      'px-4 py-3 font-semibold',
                      column.align === 'right' && 'text-right',
                      column.headerClassName,
                    )}
                  >
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {items.map((item) => (
              <tr key={itemKey(item)} className={rowClassName?.(item)}>
                {columns.map((column, i) =>
                  column.rowHeader ? (
                    <th key={i} scope="row" className={cellClasses(column)}>
                      {column.cell(item)}
                    </th>
                  ) : (
                    <td key={i} className={cellClasses(column)}>
                      {column.cell(item)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={clsx(CARDS_LAYOUT[cards], CARDS_UNTIL[tableFrom])} aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)} className={cardClassName}>
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
