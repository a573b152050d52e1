// Named statements for the storefront's hot reads. A query Drizzle builds afresh costs the server
// the SQL's building, and PostgreSQL a new plan on every call (most of a home-page query's time
// there); a named statement is built once per database handle and planned once per connection.
// Each name must stand for one SQL text: the key names everything the SQL's shape depends on.
import type { Db } from './database';

const kept = new WeakMap<Db, Map<string, unknown>>();

/** The statement `build` makes under `name`, built the first time and kept with `db`. */
export function preparedOnce<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = kept.get(db);
  if (!byName) kept.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) byName.set(name, (statement = build(name)));
  return statement;
}
