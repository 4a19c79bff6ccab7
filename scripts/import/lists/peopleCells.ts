import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { Account, Email, ProfilePatch } from '../../../contract/user';
import { ajvOptions } from '../../../server/http/ajvOptions';

// The cell rules of the 人员 list that the server already has: the contract's schemas of the
// account, name, phone, e-mail and the profile's free-text fields, checked by Ajv with the
// formats and options the server's routes use (Fastify compiles them the same way), so a value
// the import accepts is one the profile form would accept too.

const ajv = new Ajv({ ...ajvOptions.customOptions, coerceTypes: false, removeAdditional: false, useDefaults: false });
addFormats(ajv);

interface CellRule {
  check: (v: string) => boolean;
  min: number;
  max: number;
}

function rule(schema: TSchema): CellRule {
  const check = ajv.compile(schema);
  // a union of '' and the string rule: its limits are the string's
  const s = (schema.anyOf ? schema.anyOf.find((x: TSchema) => x.type === 'string' && x.const === undefined) : schema) as TSchema;
  return { check: (v) => check(v) === true, min: Number(s.minLength ?? 0), max: Number(s.maxLength ?? Infinity) };
}

export const accountRule = rule(Account);
export const nameRule = rule(ProfilePatch.properties.name);
export const phoneRule = rule(ProfilePatch.properties.phone);
export const emailRule = rule(Email);
export const collegeRule = rule(ProfilePatch.properties.college);
export const majorRule = rule(ProfilePatch.properties.major);
export const classRule = rule(ProfilePatch.properties.className);

/** Excel shows a long number such as a student number as 2.02301E+09 unless the column is text. */
export const looksScientific = (v: string) => /^\d+(\.\d+)?E\+\d+$/i.test(v);

/**
 * A date as Excel writes it (2004-05-06, 2004/5/6, 2004-5-6) as YYYY-MM-DD, or null when it is
 * not a date of the calendar.
 */
export function parseDate(v: string): string | null {
  const m = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(v);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return `${m[1]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Runs `fn` over `items` with at most `limit` running at once (scrypt uses libuv's 4 threads). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
