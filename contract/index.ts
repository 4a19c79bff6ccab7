import { baseSchemas } from './base';
import { centerSchemas } from './center';
import { cmsSchemas } from './cms';
import type { Static, TSchema } from '@sinclair/typebox';
import type { GroupName } from './endpoints';
import { partyIndexSchemas } from './partyIndex';
import { userSchemas } from './user';

export * from './codes';
export * from './endpoints';

/** Request and response schemas of every endpoint, keyed like `endpoints`. */
export const schemas = {
  base: baseSchemas,
  user: userSchemas,
  cms: cmsSchemas,
  center: centerSchemas,
  partyIndex: partyIndexSchemas,
} satisfies Record<GroupName, object>;

export type Schemas = typeof schemas;
/** e.g. `Req<'cms', 'noticeList'>` is the body the web app sends to cms/noticeList. */
export type Req<G extends GroupName, N extends keyof Schemas[G]> = Schemas[G][N] extends { body: infer B extends TSchema }
  ? Static<B>
  : never;
export type Res<G extends GroupName, N extends keyof Schemas[G]> = Schemas[G][N] extends { data: infer D extends TSchema }
  ? Static<D>
  : never;
