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
  /**
   * A read (an RTK Query `query`, which the app already sends again whenever it refetches): safe to
   * send again after a network failure or a 502/503/504 (an instance behind the proxy stopping or
   * gone). Writes (mutations) are never sent twice: a save the server did may have lost only its answer.
   */
  retry?: boolean;
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
  /** the waits before each new try of a read (see ApiArgs.retry); default: retryTiming's */
  retryDelaysMs?: readonly number[];
}

/** Two more tries, about 0.5 s and 1.5 s apart: long enough for the proxy to mark an instance down. */
export const RETRY_DELAYS_MS = [500, 1500] as const;

/**
 * The waits of the shared baseQuery, each stretched by up to half at random (so that the pages of
 * a whole class do not all try again at the same moment). Page tests turn them off
 * (src/test/setup.ts): what they test is what a page shows after the last try.
 */
export const retryTiming: { delaysMs: readonly number[] } = { delaysMs: RETRY_DELAYS_MS };

/** What a proxy answers when an instance is stopping or gone; the next try may reach another. */
const RETRIED_STATUS = new Set([502, 503, 504]);

type Sent = { response: RawResponse } | { failure: 'timeout' | 'network' | 'aborted' };

/** Resolves after `ms`, or early (true) when the caller aborts. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(true);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(false);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(true);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export function createBaseQuery({ timeoutMs = API_TIMEOUT_MS, retryDelaysMs }: Options = {}): BaseQueryFn<ApiArgs, unknown, ApiError> {
  return async (args, api) => {
    const encoded = encodeBody(args.client, args.body);
    const headers = authHeaders(api.getState());
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;

    const sendOnce = async (): Promise<Sent> => {
      // One controller for both reasons to stop: our 15 s timeout and RTK Query's own abort.
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
      const onCallerAbort = () => controller.abort();
      api.signal.addEventListener('abort', onCallerAbort, { once: true });
      try {
        const send = args.client === 'multipart' ? sendWithXhr : sendWithFetch;
        const response = await send({
          url: resolveUrl(args.url),
          headers,
          body: encoded.body,
          signal: controller.signal,
          uploadId: args.uploadId,
        });
        return { response };
      } catch {
        return { failure: timedOut ? 'timeout' : api.signal.aborted ? 'aborted' : 'network' };
      } finally {
        clearTimeout(timer);
        api.signal.removeEventListener('abort', onCallerAbort);
      }
    };

    // A read is tried again after a network failure or a proxy's 502/503/504, not after our own
    // timeout (the server may be slow rather than gone: three times 15 s is no help); the toast,
    // if any, comes after the last try.
    let sent = await sendOnce();
    for (const delay of args.retry ? (retryDelaysMs ?? retryTiming.delaysMs) : []) {
      const again = 'failure' in sent ? sent.failure === 'network' : RETRIED_STATUS.has(sent.response.status);
      if (!again) break;
      if (await pause(delay * (1 + Math.random() / 2), api.signal)) return { error: { kind: 'aborted', code: null, message: '' } };
      sent = await sendOnce();
    }

    if ('failure' in sent) {
      if (sent.failure === 'timeout') return reject(api.dispatch, { kind: 'timeout', code: null, message: MSG_TIMEOUT }, !args.quietOutage);
      if (sent.failure === 'aborted') return { error: { kind: 'aborted', code: null, message: '' } };
      return reject(api.dispatch, { kind: 'network', code: null, message: MSG_NETWORK }, !args.quietOutage);
    }
    const response = sent.response;

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
