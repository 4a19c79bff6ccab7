import SQLite from 'better-sqlite3';
import pg from 'pg';

// seed:scale's bulk writer: many rows into one table per call, inside big transactions, on
// either engine. SQLite: multi-row INSERT statements of a fixed shape, prepared once and run
// again for every full chunk. PostgreSQL: one INSERT ... SELECT FROM unnest($1::type[], ...)
// per chunk, one array parameter per column (the column types are read from the catalogue).

export type Cell = string | number | null;

export interface Bulk {
  begin(): Promise<void>;
  commit(): Promise<void>;
  insert(table: string, columns: string[], rows: Cell[][]): Promise<void>;
  /** PostgreSQL: moves the table's serial id past the ids written here */
  fixSequence(table: string): Promise<void>;
  close(): Promise<void>;
}

const quote = (name: string) => `"${name}"`;

export function sqliteBulk(file: string): Bulk {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const statements = new Map<string, SQLite.Statement>();
  const statement = (table: string, columns: string[], n: number) => {
    const key = `${table}|${columns.join(',')}|${n}`;
    let s = statements.get(key);
    if (!s) {
      const one = `(${columns.map(() => '?').join(',')})`;
      s = db.prepare(`INSERT INTO ${quote(table)} (${columns.map(quote).join(',')}) VALUES ${Array(n).fill(one).join(',')}`);
      statements.set(key, s);
    }
    return s;
  };
  return {
    begin: async () => void db.exec('BEGIN'),
    commit: async () => void db.exec('COMMIT'),
    async insert(table, columns, rows) {
      // at most 500 rows and 30,000 variables a statement (SQLite allows 32,766)
      const per = Math.max(1, Math.min(500, Math.floor(30_000 / columns.length)));
      for (let i = 0; i < rows.length; i += per) {
        const part = rows.slice(i, i + per);
        statement(table, columns, part.length).run(part.flat());
      }
    },
    fixSequence: async () => undefined,
    close: async () => void db.close(),
  };
}

export async function postgresBulk(url: string): Promise<Bulk> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const types = new Map<string, Map<string, string>>();
  const typesOf = async (table: string) => {
    let t = types.get(table);
    if (!t) {
      const { rows } = await client.query<{ column_name: string; udt_name: string }>(
        `SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
        [table],
      );
      t = new Map(rows.map((r) => [r.column_name, r.udt_name]));
      types.set(table, t);
    }
    return t;
  };
  return {
    begin: async () => void (await client.query('BEGIN')),
    commit: async () => void (await client.query('COMMIT')),
    async insert(table, columns, rows) {
      const t = await typesOf(table);
      const casts = columns.map((c, i) => {
        const type = t.get(c);
        if (!type) throw new Error(`seed:scale: ${table}.${c} 列不存在`);
        return `$${i + 1}::${type}[]`;
      });
      const text = `INSERT INTO ${quote(table)} (${columns.map(quote).join(',')}) SELECT * FROM unnest(${casts.join(',')})`;
      const per = 20_000;
      for (let i = 0; i < rows.length; i += per) {
        const part = rows.slice(i, i + per);
        await client.query(
          text,
          columns.map((_c, j) => part.map((r) => r[j])),
        );
      }
    },
    async fixSequence(table) {
      await client.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${quote(table)}))`, [quote(table)]);
    },
    close: () => client.end(),
  };
}
