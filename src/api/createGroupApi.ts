import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { MutationDefinition, QueryDefinition, ResultDescription, TagDescription } from '@reduxjs/toolkit/query';
import type { EndpointInfo, EndpointName, Endpoints, GroupName } from '@contract/endpoints';
import { learnerEndpoints } from '@contract/learnerEndpoints';
import type { Req, Res } from '@contract/index';
import type { ApiError } from './apiError';
import { apiBaseQuery, type ApiArgs } from './baseQuery';

// One createApi per endpoint group, so that each group's cache is its own slice in DevTools. A
// group is declared from the contract: its endpoint names, argument and
// result types, path and client all come from contract/, so a declaration names an endpoint
// once and cannot pair one endpoint's types with another's path.

/** The tag vocabulary shared by every group, so one group can invalidate another's data. */
export const TAG_TYPES = [
  'User',
  'Setting',
  'Enum',
  'Dict',
  'Notice',
  'News',
  'Banner',
  'Category',
  'Lesson',
  'StudyTime',
  'Exam',
  'Activity',
  'Topic',
  'Work',
  'Message',
  'OrgAct',
  'Develop',
  'PartyBoard',
  'Dues',
  'CenterGroup',
  'PartyAct',
  'OrgGrant',
  'Review',
  'Audit',
  'Person',
  'Meeting',
  'Training',
  'Vote',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const KEEP_UNUSED_DATA_FOR = 60;

type BaseQuery = typeof apiBaseQuery;

/** Multipart calls may carry an `uploadId`: useUploadProgress reports the upload under it. */
interface UploadExtra {
  uploadId?: string;
}

/**
 * What a screen passes: the contract's body; nothing (or the body) when every field is optional;
 * plus `uploadId` for multipart endpoints.
 */
export type ArgOf<G extends GroupName, N extends EndpointName<G>> = Endpoints[G][N] extends { client: 'multipart' }
  ? Req<G, N> & UploadExtra
  : [keyof Req<G, N>] extends [never]
    ? void
    : Partial<Req<G, N>> extends Req<G, N>
      ? Req<G, N> | void
      : Req<G, N>;

type Tags<G extends GroupName, N extends EndpointName<G>> = ResultDescription<TagType, Res<G, N>, ArgOf<G, N>, ApiError, unknown>;

type QueryOf<G extends GroupName, N extends EndpointName<G>> = QueryDefinition<ArgOf<G, N>, BaseQuery, TagType, Res<G, N>, ReducerPath<G>>;
type MutationOf<G extends GroupName, N extends EndpointName<G>> = MutationDefinition<
  ArgOf<G, N>,
  BaseQuery,
  TagType,
  Res<G, N>,
  ReducerPath<G>
>;

export interface QueryOptions<G extends GroupName, N extends EndpointName<G>> {
  providesTags?: Tags<G, N>;
  /** RTK Query's lifecycle hook, for updates of this group's own cache; another group's cache changes only in crossGroupInvalidation.ts */
  onQueryStarted?: QueryOf<G, N>['onQueryStarted'];
}
export interface MutationOptions<G extends GroupName, N extends EndpointName<G>> {
  /** tags of this group; other groups' data is refreshed by the table in crossGroupInvalidation.ts */
  invalidatesTags?: Tags<G, N>;
  /**
   * RTK Query's lifecycle hook, e.g. an optimistic update of this group's own cache (undone when
   * the call fails); another group's cache is patched only by the table in crossGroupInvalidation.ts
   */
  onQueryStarted?: MutationOf<G, N>['onQueryStarted'];
  /** no toast when the network fails or times out: the screen queues, retries and says so itself */
  quietOutage?: boolean;
}

/** Which endpoints of group G the app uses as queries and as mutations; keys are the contract's names. */
export interface GroupSpec<G extends GroupName> {
  queries?: { [N in EndpointName<G>]?: QueryOptions<G, N> };
  mutations?: { [N in EndpointName<G>]?: MutationOptions<G, N> };
}

type ReducerPath<G extends string> = `${G}Api`;
type KeysOf<T> = T extends object ? keyof T & string : never;

export type GroupDefinitions<G extends GroupName, S extends GroupSpec<G>> = {
  [N in KeysOf<S['queries']> & EndpointName<G>]: QueryOf<G, N>;
} & {
  [N in KeysOf<S['mutations']> & EndpointName<G>]: MutationOf<G, N>;
};

/** An endpoint of `group` may not be both a query and a mutation. */
type Disjoint<S> = S extends { queries: infer Q; mutations: infer M } ? { mutations: { [K in keyof M & keyof Q]: never } } : unknown;

/**
 * The table a group is declared in: the learner's (the default), or the console's
 * (@contract/consoleEndpoints, passed by the console's groups so only their chunks carry it).
 */
export type EndpointTable = { readonly [G in string]?: { readonly [N in string]?: EndpointInfo } };

/** The `query` of contract endpoint `group/name`: its path and client, the body without `uploadId`. */
export function callOf(
  group: GroupName,
  name: string,
  quietOutage = false,
  table: EndpointTable = learnerEndpoints,
  /** a query (a read): sent again after a network failure or a 502/503/504 (baseQuery.ts) */
  retry = false,
) {
  const endpoint = table[group]?.[name];
  if (!endpoint) throw new Error(`${group}/${name} is not in the endpoint table given to createGroupApi`);
  return (arg: unknown): ApiArgs => {
    const { uploadId, ...body } = (arg ?? {}) as Record<string, unknown> & UploadExtra;
    const call: ApiArgs = { url: endpoint.path, client: endpoint.client, body };
    if (endpoint.client === 'multipart' && uploadId) call.uploadId = uploadId;
    if (quietOutage) call.quietOutage = true;
    if (retry) call.retry = true;
    return call;
  };
}

/**
 * One group's API, e.g. `createGroupApi('cms', { queries: { banners: { providesTags: ['Banner'] } } })`.
 * Components call its hooks through the object (`CmsApi.useBannersQuery()`), so equal endpoint
 * names in two groups never meet; reducerPath is `<group>Api`.
 */
export function createGroupApi<G extends GroupName, S extends GroupSpec<G>>(
  group: G,
  spec: S & Disjoint<S>,
  table: EndpointTable = learnerEndpoints,
) {
  return createApi({
    reducerPath: `${group}Api` as ReducerPath<G>,
    baseQuery: apiBaseQuery,
    tagTypes: TAG_TYPES,
    keepUnusedDataFor: KEEP_UNUSED_DATA_FOR,
    endpoints: (build) => {
      const definitions: Record<string, unknown> = {};
      for (const [name, options] of Object.entries(spec.queries ?? {})) {
        definitions[name] = build.query({ ...(options as object), query: callOf(group, name, false, table, true) });
      }
      for (const [name, options] of Object.entries(spec.mutations ?? {})) {
        const { quietOutage, ...rest } = options as MutationOptions<G, EndpointName<G>>;
        definitions[name] = build.mutation({ ...rest, query: callOf(group, name, quietOutage, table) });
      }
      return definitions as GroupDefinitions<G, S>;
    },
  });
}

/** What the registry, the session reset and the cross-group table need of any group API. */
export interface AnyGroupApi {
  readonly reducerPath: string;
  readonly reducer: Reducer;
  readonly middleware: Middleware;
  readonly util: {
    resetApiState(): UnknownAction;
    invalidateTags(tags: Array<TagDescription<TagType>>): UnknownAction;
  };
}
