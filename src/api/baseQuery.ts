import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { API_TIMEOUT_MS } from '@contract/codes';
import type { ClientKind } from '@contract/endpoints';
import { MSG_NETWORK, MSG_TIMEOUT, MSG_UNKNOWN, type ApiError } from './apiError';
import { passwordChangeRequired, toastRequested, tokenExpired } from './apiEvents';
import { encodeBody } from './encodeBody';
import { interpretResponse } from './interpretResponse';
import { sendWithFetch, sendWithXhr, type RawResponse } from './transport';

export interface ApiArgs {
  url: string;
  body?: Record<string, unknown>;
  client: ClientKind;
  /** multipart only: key under which useUploadProgress reports this upload */
  uploadId?: string;
  /**
   * The screen reports an outage itself (the exam's save queue and the draft autosave retry and
   * say the text is kept on this computer): a network failure, a timeout or a 5xx answer (the
   * server or a proxy in front of it is down) of this call raises no toast.
   */
  quietOutage?: boolean;
}

/** The part of the root state the baseQuery reads; structural, so api/ need not import features/. */
interface AuthView {
  auth?: { token?: string | null; userInfo?: { appId?: number | null } | null };
}

/** Build-time API host (webpack DefinePlugin); '' = same origin. */
const API_BASE_URL: string = process.env.API_BASE_URL ?? '';

export function resolveUrl(path: string): string {
  // fetch in Node (tests) refuses relative URLs; resolving against the page keeps both working.
  return new URL(`${API_BASE_URL}${path}`, document.baseURI).toString();
}

export function authHeaders(state: unknown): Record<string, string> {
  const auth = (state as AuthView).auth;
  const headers: Record<string, string> = {};
  if (auth?.token) headers.token = auth.token;
  const appId = auth?.userInfo?.appId;
  if (appId !== undefined && appId !== null) headers.appId = String(appId);
  return headers;
}

interface Options {
  timeoutMs?: number;
}

export function createBaseQuery({ timeoutMs = API_TIMEOUT_MS }: Options = {}): BaseQueryFn<ApiArgs, unknown, ApiError> {
  return async (args, api) => {
    const encoded = encodeBody(args.client, args.body);
    const headers = authHeaders(api.getState());
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

    // One controller for both reasons to stop: our 15 s timeout and RTK Query's own abort.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onCallerAbort = () => controller.abort();
    api.signal.addEventListener('abort', onCallerAbort, { once: true });

    let response: RawResponse;
    try {
      const send = args.client === 'multipart' ? sendWithXhr : sendWithFetch;
      response = await send({
        url: resolveUrl(args.url),
        headers,
        body: encoded.body,
        signal: controller.signal,
        uploadId: args.uploadId,
      });
    } catch {
      if (timedOut) return reject(api.dispatch, { kind: 'timeout', code: null, message: MSG_TIMEOUT }, !args.quietOutage);
      if (api.signal.aborted) return { error: { kind: 'aborted', code: null, message: '' } };
      return reject(api.dispatch, { kind: 'network', code: null, message: MSG_NETWORK }, !args.quietOutage);
    } finally {
      clearTimeout(timer);
      api.signal.removeEventListener('abort', onCallerAbort);
    }

    try {
      const outcome = interpretResponse(response.status, response.text, args.client);
      if (outcome.ok) return { data: outcome.data };
      if (outcome.tokenExpired) {
        api.dispatch(toastRequested({ type: 'error', title: outcome.error.message, id: 'token-expired' }));
        api.dispatch(tokenExpired());
        return { error: outcome.error };
      }
      if (outcome.passwordChangeRequired) {
        // one toast however many calls were refused together
        api.dispatch(toastRequested({ type: 'warning', title: outcome.error.message, id: 'change-initial-password' }));
        api.dispatch(passwordChangeRequired());
        return { error: outcome.error };
      }
      const outage = outcome.error.kind === 'http' && (outcome.error.code ?? 0) >= 500;
      return reject(api.dispatch, outcome.error, outcome.toast && !(outage && args.quietOutage));
    } catch {
      return reject(api.dispatch, { kind: 'unknown', code: null, message: MSG_UNKNOWN }, true);
    }
  };
}

function reject(dispatch: (action: unknown) => unknown, error: ApiError, toast: boolean) {
  if (toast) dispatch(toastRequested({ type: 'error', title: error.message }));
  return { error };
}

/** The one baseQuery every group API shares. */
export const apiBaseQuery = createBaseQuery();
