import { MAX_ID } from '@contract/limits';

/**
 * An id from the address (a path segment, or a query value such as ?special=), or null when it
 * cannot name anything (abc, 1.5, 0, past the largest id). A page skips its query for such an id
 * and shows the words the server gives for a missing id of that kind (课程不存在或已下架 for abc
 * as for 999999): the server's own refusal of it would be its validation text, naming the field
 * by its API name (课程不能小于 1).
 */
export function routeId(param: string | null | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null;
  const n = Number(param);
  return n > 0 && n <= MAX_ID ? n : null;
}
