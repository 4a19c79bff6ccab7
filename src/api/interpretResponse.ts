import { CODE_OK, CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED, MSG_CHANGE_INITIAL_PASSWORD } from '@contract/codes';
import type { ClientKind } from '@contract/endpoints';
import { httpStatusMessage, MSG_OPERATION_ERROR, MSG_TOKEN_EXPIRED, MSG_UNKNOWN, type ApiError } from './apiError';

/** What the baseQuery does with one HTTP answer: the data, or an error and what to tell the user. */
export type Outcome =
  { ok: true; data: unknown } | { ok: false; error: ApiError; toast: boolean; tokenExpired?: true; passwordChangeRequired?: true };

const fail = (error: ApiError, toast: boolean): Outcome => ({ ok: false, error, toast });

function parseEnvelope(text: string): { code: number; msg: string; data: unknown } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || typeof (value as { code?: unknown }).code !== 'number') return null;
    const { code, msg, data } = value as { code: number; msg?: unknown; data?: unknown };
    return { code, msg: typeof msg === 'string' ? msg : '', data };
  } catch {
    return null;
  }
}

/** The spec's error catalogue (§8) for an answer that arrived. */
export function interpretResponse(status: number, text: string, client: ClientKind): Outcome {
  // 401/403: "handled but nothing happens" (the server never sends them; a proxy in front might).
  if (status === 401 || status === 403) return fail({ kind: 'http', code: status, message: '' }, false);
  if (status < 200 || status >= 300) {
    return fail({ kind: 'http', code: status, message: httpStatusMessage(status) }, true);
  }
  const envelope = parseEnvelope(text);
  if (!envelope) return fail({ kind: 'unknown', code: null, message: MSG_UNKNOWN }, true);
  if (envelope.code === CODE_OK) return { ok: true, data: envelope.data ?? null };
  if (envelope.code === CODE_TOKEN_EXPIRED) {
    const error: ApiError = { kind: 'code', code: CODE_TOKEN_EXPIRED, message: envelope.msg || MSG_TOKEN_EXPIRED };
    return { ok: false, error, toast: true, tokenExpired: true };
  }
  // the server's gate for an account still on its initial password: whatever the client, the app goes to the change
  if (envelope.code === CODE_OPERATION_ERROR && envelope.msg === MSG_CHANGE_INITIAL_PASSWORD) {
    return {
      ok: false,
      error: { kind: 'code', code: CODE_OPERATION_ERROR, message: envelope.msg },
      toast: true,
      passwordChangeRequired: true,
    };
  }
  // 10002 (and any other code the catalogue does not name): only the form client toasts; JSON
  // and multipart callers are forms on screen that show the message next to themselves.
  const fallback = envelope.code === CODE_OPERATION_ERROR ? MSG_OPERATION_ERROR : MSG_UNKNOWN;
  const error: ApiError = { kind: 'code', code: envelope.code, message: envelope.msg || fallback };
  if (envelope.data !== null && envelope.data !== undefined) error.data = envelope.data;
  return fail(error, client === 'form');
}
