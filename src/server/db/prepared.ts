import type { Db } from './client.ts';

/**
 * A query that every request runs, built once per database instead of once per call. Drizzle builds
 * the SQL text afresh on every call; in a profile of `npm run bench:api` that building was about a
 * seventh of the server's busy time. A prepared query keeps the text and fills in its placeholders
 * (`sql.placeholder`). On PostgreSQL it is also a named statement, which each pooled connection parses
 * and plans once rather than on every call.
 *
 * Only for statements whose SQL never changes: a query built from what a request sent (a list of
 * ids, an optional filter) or one that writes a column with `$onUpdate` (the time would be frozen at
 * the first call) stays an ordinary query.
 */
export function preparedQuery<Prepared>(prepare: (db: Db) => Prepared): (db: Db) => Prepared {
  const byDatabase = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
