import { isApiError, MSG_UNKNOWN } from './apiError';

/**
 * The Chinese message of a rejected call, for showing next to the form that failed
 * (JSON and multipart calls do not toast 10002, the screen shows it instead).
 */
export function errorMessage(error: unknown): string {
  if (!error) return '';
  if (isApiError(error)) return error.message;
  // `.unwrap()` of a mutation rethrows the ApiError itself; a SerializedError has `message`.
  if (typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message || MSG_UNKNOWN;
  }
  return MSG_UNKNOWN;
}
