import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './transaction';

// A query built and compiled once per database engine, then run with new values: for hot
// paths (the study heartbeat, the token check), where Kysely's building and compiling would
// cost more than running the statement (bench:study). Other code keeps plain Kysely queries.

/** Stands for an argument while the query is compiled; replaced by the real value on each run. */
class Slot {
  constructor(readonly name: string) {}
}

/**
 * `build` receives stand-ins for the arguments (typed as the values) and must use each of
 * them only as a plain value (where, set, values): never in a condition of the builder
 * itself, because it runs once. Answers the rows (CamelCase like every query).
 */
export function prepared<A extends Record<string, unknown>, O>(build: (db: Db, args: A) => Compilable<O>) {
  const slots = new Proxy({}, { get: (_t, name) => new Slot(String(name)) }) as A;
  const templates = new WeakMap<object, CompiledQuery<O>>();
  return async (db: Db, args: A): Promise<O[]> => {
    const adapter = db.getExecutor().adapter;
    let t = templates.get(adapter);
    if (!t) {
      t = build(db, slots).compile();
      templates.set(adapter, t);
    }
    const parameters = t.parameters.map((p) => (p instanceof Slot ? args[p.name] : p));
    const result = await db.executeQuery<O>({ ...t, parameters });
    return result.rows;
  };
}
