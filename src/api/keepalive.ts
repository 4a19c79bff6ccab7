import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { EndpointInfo } from '@contract/endpoints';
import { authHeaders, resolveUrl } from './baseQuery';
import { encodeBody } from './encodeBody';

/**
 * A last call that must outlive the page (the study heartbeat on page hide): fetch with
 * `keepalive`, the same headers and encoding as every other call. Fire and forget: nobody is
 * left to read the answer, and a failure only loses seconds the server never counted.
 */
export const sendKeepalive =
  (endpoint: Pick<EndpointInfo, 'path' | 'client'>, body: Record<string, unknown>): ThunkAction<void, unknown, unknown, UnknownAction> =>
  (_dispatch, getState) => {
    const encoded = encodeBody(endpoint.client, body);
    const headers = authHeaders(getState());
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
    try {
      void fetch(resolveUrl(endpoint.path), { method: 'POST', headers, body: encoded.body, keepalive: true }).catch(() => undefined);
    } catch {
      // A browser may refuse a keepalive body over its quota: the page is going away either way.
    }
  };
