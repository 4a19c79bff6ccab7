import type { FastifyInstance } from 'fastify';
import { fail } from '../lib/errors';
import { isUploadedPart } from './bodyParsers';
import { fieldName } from './validation';

// What Ajv lets through and a database refuses with an error (a 500 for the caller):
// - coercion turns the strings "Infinity" / "-Infinity" into numbers that pass `integer`,
//   `minimum` and `maximum` alike (LIMIT Infinity, an id of Infinity on PostgreSQL);
// - a NUL byte inside a string, which PostgreSQL text cannot hold.
// Checked once for every route after validation, so no field can forget it.

type Schema = Record<string, unknown>;

function problem(value: unknown, path: string[]): { path: string[]; text: string } | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : { path, text: '必须是有限的数字' };
  if (typeof value === 'string') return value.includes('\0') ? { path, text: '不能包含空字符' } : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = problem(value[i], [...path, String(i)]);
      if (p) return p;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !isUploadedPart(value)) {
    for (const [k, v] of Object.entries(value)) {
      const p = problem(v, [...path, k]);
      if (p) return p;
    }
  }
  return null;
}

/** The Chinese reason a validated body holds a value no query can take, or null. */
export function unsafeValueProblem(body: unknown, schema: Schema | undefined): string | null {
  const p = problem(body, []);
  if (!p) return null;
  return fieldName(schema, p.path) + p.text;
}

export function registerValueGuard(app: FastifyInstance): void {
  app.addHook('preHandler', (req, _reply, done) => {
    const text = unsafeValueProblem(req.body, req.routeOptions.schema?.body as Schema | undefined);
    done(text ? fail(text) : undefined);
  });
}
