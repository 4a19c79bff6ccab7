import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from './base';
import { centerApi } from './center';
import { cmsApi } from './cms';
import { partyIndexApi } from './partyIndex';
import { userApi } from './user';

/** Every group API. The store registers reducers and middleware from this list; logout resets it. */
export const groupApis = [baseApi, userApi, cmsApi, centerApi, partyIndexApi] as const;

export const apiReducers = {
  [baseApi.reducerPath]: baseApi.reducer,
  [userApi.reducerPath]: userApi.reducer,
  [cmsApi.reducerPath]: cmsApi.reducer,
  [centerApi.reducerPath]: centerApi.reducer,
  [partyIndexApi.reducerPath]: partyIndexApi.reducer,
};

export const apiMiddlewares = groupApis.map((api) => api.middleware);

/** Empties every group's cache: after logout or token expiry, the next user sees none of it. */
export function resetAllApis(dispatch: Dispatch): void {
  groupApis.forEach((api) => dispatch(api.util.resetApiState()));
}

export { baseApi, centerApi, cmsApi, partyIndexApi, userApi };
