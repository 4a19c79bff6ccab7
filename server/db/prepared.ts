import type SQLite from 'better-sqlite3';
import { CamelCasePlugin, type Compilable, type CompiledQuery } from 'kysely';
import { sqliteOf } from './database';
import type { Db } from './transaction';

// A query built and compiled once per database engine, then run with new values: for hot
// paths (the study heartbeat, the token check), where Kysely's building and compiling would
// cost more than running the statement (bench:study). Other code keeps plain Kysely queries.

/** Stands for an argument while the query is compiled; replaced by the real value on each run. */
class Slot {
  constructor(readonly name: string) {}
}

/** The same statement run synchronously on the SQLite connection itself (no Kysely, no promise). */
export interface SyncStatement<A, O> {
  /** the rows, CamelCase like Kysely's */
  all(args: A): O[];
  /** the first row (no array made for one) */
  get(args: A): O | undefined;
  /** rows changed */
  run(args: A): number;
}

export interface Prepared<A, O> {
  (db: Db, args: A): Promise<O[]>;
  /**
   * SQLite only (db from createDb): the statement for synchronous use. Only where nothing else
   * can be inside a transaction on the connection: in a sqliteBatch job, or when
   * `sqliteOf(db).inTransaction` is false.
   */
  sync(db: Db): SyncStatement<A, O>;
}

// Kysely's own conversion, so a row read here has the keys a Kysely query would give it.
class ColumnNames extends CamelCasePlugin {
  of(column: string): string {
    return this.camelCase(column);
  }
}
const columnNames = new ColumnNames();

// The values of a statement in order, and a row as an object, as straight-line code made once
// per statement: a loop over names here made V8 look each one up generically (megamorphic) on
// every run, a measurable part of a heartbeat. Names come from our own queries, never from input.
const valuesOf = <A>(parameters: readonly unknown[]): ((args: A) => unknown[]) =>
  new Function(
    'c',
    `return (a) => [${parameters.map((p, i) => (p instanceof Slot ? `a[${JSON.stringify(p.name)}]` : `c[${i}]`)).join(', ')}];`,
  )(parameters);
const rowOf = <O>(keys: string[]): ((row: unknown[]) => O) =>
  new Function(`return (r) => ({ ${keys.map((k, i) => `${JSON.stringify(k)}: r[${i}]`).join(', ')} });`)();

interface Template<A, O> {
  query: CompiledQuery<O>;
  values: (args: A) => unknown[];
}

function syncStatement<A extends Record<string, unknown>, O>(
  sqlite: SQLite.Database,
  { query, values }: Template<A, O>,
): SyncStatement<A, O> {
  const stmt = sqlite.prepare(query.sql);
  if (!stmt.reader) return { all: () => [], get: () => undefined, run: (args) => stmt.run(values(args)).changes };
  const row = rowOf<O>(stmt.columns().map((c) => columnNames.of(c.name)));
  stmt.raw(true);
  return {
    all: (args) => (stmt.all(values(args)) as unknown[][]).map(row),
    get: (args) => {
      const first = stmt.get(values(args)) as unknown[] | undefined;
      return first && row(first);
    },
    run: (args) => stmt.run(values(args)).changes,
  };
}

/**
 * `build` receives stand-ins for the arguments (typed as the values) and must use each of
 * them only as a plain value (where, set, values): never in a condition of the builder
 * itself, because it runs once. Answers the rows (CamelCase like every query).
 */
export function prepared<A extends Record<string, unknown>, O>(build: (db: Db, args: A) => Compilable<O>): Prepared<A, O> {
  const slots = new Proxy({}, { get: (_t, name) => new Slot(String(name)) }) as A;
  /** the compiled query and its values function, once per engine */
  const templates = new WeakMap<object, Template<A, O>>();
  const template = (db: Db) => {
    const adapter = db.getExecutor().adapter;
    let t = templates.get(adapter);
    if (!t) {
      const query = build(db, slots).compile();
      t = { query, values: valuesOf<A>(query.parameters) };
      templates.set(adapter, t);
    }
    return t;
  };
  const statements = new WeakMap<SQLite.Database, SyncStatement<A, O>>();
  const run = async (db: Db, args: A): Promise<O[]> => {
    const { query, values } = template(db);
    const result = await db.executeQuery<O>({ ...query, parameters: values(args) });
    return result.rows;
  };
  return Object.assign(run, {
    sync(db: Db): SyncStatement<A, O> {
      const sqlite = sqliteOf(db);
      if (!sqlite) throw new Error('prepared.sync: not a SQLite database made by createDb');
      let s = statements.get(sqlite);
      if (!s) {
        s = syncStatement(sqlite, template(db));
        statements.set(sqlite, s);
      }
      return s;
    },
  });
}
