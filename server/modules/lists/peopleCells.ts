import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import { Account, Email, ProfilePatch } from '../../../contract/user';
import { ajvOptions } from '../../http/ajvOptions';

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
