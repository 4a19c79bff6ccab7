import type { TSchema } from '@sinclair/typebox';
import type { EndpointName, GroupName } from './endpoints';

/** The request body and the response `data` of one endpoint, with a line for the API reference. */
export interface EndpointSchema {
  body: TSchema;
  data: TSchema;
  /** one Chinese line saying what the call does (OpenAPI summary) */
  summary?: string;
  /**
   * the `data` some of its 10002 answers carry (other refusals keep data null), so that a caller
   * tells that refusal by a field instead of by the wording of `msg`
   */
  refusal?: TSchema;
}

type NoExtra<S, Allowed extends PropertyKey> = { [K in Exclude<keyof S, Allowed>]: never };

/**
 * A group's schemas, keyed by the names declared in endpoints.ts: an endpoint without schemas,
 * or schemas for a name the group does not declare, fails the type check right here.
 */
export function defineSchemas<G extends GroupName, const S extends { [N in EndpointName<G>]: EndpointSchema }>(
  _group: G,
  schemas: S & NoExtra<S, EndpointName<G>>,
): S {
  return schemas;
}
