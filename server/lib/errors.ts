import { CODE_OPERATION_ERROR, CODE_TOKEN_EXPIRED } from '../../contract/codes';

/** A refusal the caller can act on: always HTTP 200 with code 10002 or 10003 and a Chinese msg. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** HTTP status; 200 except for unknown paths (404) */
    readonly status = 200,
    /** the answer's `data`: null, or what the endpoint's contract declares as its `refusal` */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** 10002: the request cannot be done; say what to fix (`data`: the endpoint's declared refusal, if any). */
export const fail = (msg: string, data: unknown = null): ApiError => new ApiError(CODE_OPERATION_ERROR, msg, 200, data);
/** 10003: token missing, invalid or expired. */
export const tokenExpired = (msg = 'token过期，请重新登录'): ApiError => new ApiError(CODE_TOKEN_EXPIRED, msg);
