import { createApi } from '@reduxjs/toolkit/query/react';
import type { EndpointBuilder, EndpointDefinitions } from '@reduxjs/toolkit/query';
import type { EndpointInfo } from '@contract/endpoints';
import { apiBaseQuery, type ApiArgs } from './baseQuery';

// The design card asks for one createApi per endpoint group (each group's cache is its own
// slice in DevTools). This factory keeps them identical in everything but their endpoints.

/** The tag vocabulary shared by every group, so one group can invalidate another's data. */
export const TAG_TYPES = ['User', 'Setting', 'Enum', 'Dict', 'Notice', 'News', 'Banner', 'Category'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const KEEP_UNUSED_DATA_FOR = 60;

export type GroupBuilder<ReducerPath extends string> = EndpointBuilder<typeof apiBaseQuery, TagType, ReducerPath>;

export function createGroupApi<ReducerPath extends string, Definitions extends EndpointDefinitions>(
  reducerPath: ReducerPath,
  endpoints: (build: GroupBuilder<ReducerPath>) => Definitions,
) {
  return createApi({
    reducerPath,
    baseQuery: apiBaseQuery,
    tagTypes: TAG_TYPES,
    keepUnusedDataFor: KEEP_UNUSED_DATA_FOR,
    endpoints,
  });
}

/**
 * The `query` of an endpoint declared in contract/endpoints.ts: its path and client come from
 * the contract, so a screen can never send a JSON body to a form endpoint by mistake.
 */
export const callOf =
  <Body>(endpoint: EndpointInfo) =>
  (body: Body): ApiArgs => ({
    url: endpoint.path,
    client: endpoint.client,
    body: (body ?? {}) as Record<string, unknown>,
  });
