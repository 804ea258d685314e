import type { Db } from "./db";

/**
 * A query built once per database and run with different values (sql.placeholder), for the few
 * that run on every socket connection or message: building a query with drizzle allocates tens of
 * KB each time (more for a whole `users` row), which a burst of reconnecting sockets multiplies.
 * Prepare such queries with the name "": the statement stays unnamed on the server, so nothing is
 * kept per connection there and a pooler in transaction mode is not confused.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) built.set(db, (query = build(db)));
    return query;
  };
}
