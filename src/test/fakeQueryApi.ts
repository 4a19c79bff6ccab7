import type { BaseQueryApi } from '@reduxjs/toolkit/query';

/** A stand-in for RTK Query's BaseQueryApi: a state with the given auth and a recording dispatch. */
export function fakeQueryApi(auth: { token?: string | null; userInfo?: { appId: number } | null } = {}) {
  const controller = new AbortController();
  const dispatch = jest.fn();
  const api = {
    signal: controller.signal,
    abort: () => controller.abort(),
    dispatch,
    getState: () => ({ auth }),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as unknown as BaseQueryApi;
  return { api, dispatch, controller };
}
