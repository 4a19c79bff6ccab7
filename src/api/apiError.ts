// The Chinese messages of the spec's error catalogue (§8), word for word, and the error object
// every rejected call carries, so a screen can show it next to the form that failed.
export const MSG_TOKEN_EXPIRED = 'token过期，请重新登录';
export const MSG_OPERATION_ERROR = '操作错误';
export const MSG_NETWORK = '后端接口连接异常';
export const MSG_TIMEOUT = '后端接口请求超时';
export const MSG_UNKNOWN = '后端接口未知异常';
export const httpStatusMessage = (status: number): string => `后端接口${status}异常`;

export type ApiErrorKind =
  /** the server answered with a code other than 99999 */
  | 'code'
  /** HTTP status outside 2xx */
  | 'http'
  | 'network'
  | 'timeout'
  /** the caller went away (component unmounted, query reset): nobody to tell */
  | 'aborted'
  | 'unknown';

export interface ApiError {
  kind: ApiErrorKind;
  /** the envelope code for kind 'code', the HTTP status for kind 'http', otherwise null */
  code: number | null;
  /** Chinese text for the user; '' when the catalogue says nothing is shown (HTTP 401/403) */
  message: string;
  /** kind 'code' only: the envelope's data when the refusal carries one (the endpoint's `refusal` in the contract) */
  data?: unknown;
}

export const isApiError = (value: unknown): value is ApiError =>
  typeof value === 'object' && value !== null && 'kind' in value && 'message' in value && typeof (value as ApiError).message === 'string';
