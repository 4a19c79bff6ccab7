import { MAX_ID } from '@contract/common';

/**
 * An id from the address, or null when it cannot name anything (abc, 1.5, 0, past the largest id):
 * such an address is not found here, without asking the server, whose refusal would name the
 * field by its API name (新闻 for an article of a column).
 */
export function routeId(param: string | undefined): number | null {
  const n = Number(param);
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}
