import type SQLite from 'better-sqlite3';
import { sql, type Compilable, type RawBuilder } from 'kysely';
import { sqliteOf } from './database';
import { prepared } from './prepared';
import type { Db } from './transaction';

// Several write statements run as one on SQLite. Each statement run from JavaScript pays for
// the call, its parameters and its reset, and in the study heartbeat (bench:study) its four
// writes cost more that way than the work SQLite does for them. A group is a temporary view on
// the connection whose INSTEAD OF INSERT triggers run the statements; one INSERT into the view
// runs them all, in SQLite, with the values bound once. The statements are the same Kysely
// builders the other engines and paths run, given `NEW.<field>` where they would get a value.

/** Statements that run together, in order; `when` (a condition on the fields) skips them all. */
export interface GroupPart {
  statements: Compilable[];
  when?: RawBuilder<boolean>;
}

export interface WriteGroup<A> {
  /**
   * SQLite only (db from createDb): the group for synchronous use, under the same rule as
   * prepared(...).sync: in a sqliteBatch job, or with no transaction open on the connection.
   */
  sync(db: Db): (args: A) => void;
}

/**
 * `build` gets the fields as SQL (`NEW."field"`), typed as their values, and must use them
 * only as values, like prepared's; a statement with a parameter of its own (a plain constant:
 * write it as sql.lit) cannot be part of a trigger and is refused when the group is made.
 */
export function writeGroup<A extends Record<string, unknown>>(
  name: string,
  fields: readonly (keyof A & string)[],
  build: (db: Db, row: A) => GroupPart[],
): WriteGroup<A> {
  const view = `training2_${name}`;
  const row = Object.fromEntries(fields.map((f) => [f, sql.raw(`NEW.${quote(f)}`)])) as unknown as A;
  const insert = prepared((db, a: A) => ({
    compile: () => sql`INSERT INTO temp.${sql.raw(quote(view))} (${sql.raw(fields.map(quote).join(', '))}) VALUES (${sql.join(fields.map((f) => a[f]))})`.compile(db),
  }));
  const made = new WeakSet<SQLite.Database>();
  return {
    sync(db) {
      const sqlite = sqliteOf(db);
      if (!sqlite) throw new Error('writeGroup.sync: not a SQLite database made by createDb');
      if (!made.has(sqlite)) {
        sqlite.exec(definition(db, view, fields, build(db, row)));
        made.add(sqlite);
      }
      const statement = insert.sync(db);
      return (args) => void statement.run(args);
    },
  };
}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The view and one trigger per part, as one script. Each part's statements run in their order; the parts, in SQLite's. */
function definition(db: Db, view: string, fields: readonly string[], parts: GroupPart[]): string {
  const inline = (c: Compilable): string => {
    const { sql: text, parameters } = c.compile();
    if (parameters.length) throw new Error(`writeGroup ${view}: a statement has parameters (${text}); write its constants with sql.lit`);
    return text;
  };
  const triggers = parts.map((part, i) => {
    const when = part.when ? ` WHEN ${inline({ compile: () => part.when!.compile(db) })}` : '';
    return `CREATE TEMP TRIGGER ${quote(`${view}_${i}`)} INSTEAD OF INSERT ON ${quote(view)}${when} BEGIN ${part.statements.map((s) => `${inline(s)};`).join(' ')} END;`;
  });
  return [
    `DROP VIEW IF EXISTS temp.${quote(view)};`,
    `CREATE TEMP VIEW ${quote(view)} (${fields.map(quote).join(', ')}) AS SELECT ${fields.map(() => 'NULL').join(', ')};`,
    ...triggers,
  ].join('\n');
}
