// An admin list's filters, sort and page as the address holds them, described once per list: each
// parameter reads its value from the address (unknown or malformed values are dropped, never sent on)
// and says what to write back (a default is left out, to keep links short). The keys' order is the
// order of the address's query.

/** One address parameter: its value from the raw text, and the text for a value (null: left out). */
export type Param<T> = {
  read(raw: string | null): T;
  write(value: T): string | null;
};

/** Typed text: trimmed and cut to `max` characters; empty is no filter. */
const text = (
  max = 100,
  normalise: (value: string) => string = (value) => value,
): Param<string | undefined> => ({
  read: (raw) => normalise(raw?.trim() ?? '').slice(0, max) || undefined,
  write: (value) => value || null,
});

/** One of a few values; anything else is no filter. */
const oneOf = <T extends string>(options: readonly T[]): Param<T | undefined> => ({
  read: (raw) => options.find((option) => option === raw),
  write: (value) => value ?? null,
});

/** One of a few values, `fallback` when the address has none of them (and left out of it). */
const choice = <T extends string>(options: readonly T[], fallback: T): Param<T> => ({
  read: (raw) => options.find((option) => option === raw) ?? fallback,
  write: (value) => (value === fallback ? null : value),
});

/** A sort from a list of [value, label] pairs; the first is the default. */
const sort = <T extends string>(sorts: readonly (readonly [T, string])[]): Param<T> =>
  choice(
    sorts.map(([value]) => value),
    sorts[0]![0],
  );

/** On when the address says `true`. */
const flag: Param<boolean> = { read: (raw) => raw === 'true', write: (value) => (value ? 'true' : null) };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day as YYYY-MM-DD. */
const day: Param<string | undefined> = {
  read: (raw) => (raw && DAY.test(raw) ? raw : undefined),
  write: (value) => value ?? null,
};

/** A page number from the address: a whole number from 1, anything else is page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
const page: Param<number> = { read: readPage, write: (value) => (value > 1 ? String(value) : null) };

export const param = { text, oneOf, choice, sort, flag, day, page };

export type Schema = Record<string, Param<unknown>>;
type ValueOf<P> = P extends Param<infer T> ? T : never;
type Optional<S extends Schema> = { [K in keyof S]: undefined extends ValueOf<S[K]> ? K : never }[keyof S];
/** The filters a schema reads: parameters that may be absent are optional. */
export type ListValues<S extends Schema> = { [K in Exclude<keyof S, Optional<S>>]: ValueOf<S[K]> } & {
  [K in Optional<S>]?: ValueOf<S[K]>;
};

export type ListParams<S extends Schema> = {
  schema: S;
  /** The filters in an address's query. */
  read(search: URLSearchParams): ListValues<S>;
  /** The query (with its `?`, or '' when everything is the default) for these filters and any extras. */
  search(values: Partial<ListValues<S>>, extra?: Record<string, string | null | undefined>): string;
};

export function listParams<S extends Schema>(schema: S): ListParams<S> {
  const entries = Object.entries(schema) as [keyof S & string, Param<unknown>][];
  return {
    schema,
    read(search) {
      return Object.fromEntries(entries.map(([key, p]) => [key, p.read(search.get(key))])) as ListValues<S>;
    },
    search(values, extra = {}) {
      const search = new URLSearchParams();
      const given = values as Record<string, unknown>;
      for (const [key, p] of entries) {
        const written = given[key] === undefined ? null : p.write(given[key]);
        if (written) search.set(key, written);
      }
      for (const [key, value] of Object.entries(extra)) if (value) search.set(key, value);
      const query = search.toString();
      return query ? `?${query}` : '';
    },
  };
}

/**
 * What a list's GET is asked for these filters: their sort, one page of `pageSize`, and each of
 * `keys` that is set.
 */
export function pageQuery<F extends { sort: string; page: number }>(
  filters: F,
  pageSize: number,
  keys: readonly (keyof F)[],
): Record<string, string> {
  const query: Record<string, string> = {
    sort: filters.sort,
    page: String(filters.page),
    page_size: String(pageSize),
  };
  for (const key of keys) {
    const value = filters[key];
    if (typeof value === 'string' && value) query[key as string] = value;
  }
  return query;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The item whose form the address opens (?id=): its id, 'new' for the empty form, or null for the list. */
export function readEditing(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim();
  if (!id) return null;
  if (id === 'new') return 'new';
  return UUID.test(id) ? id.toLowerCase() : null;
}
