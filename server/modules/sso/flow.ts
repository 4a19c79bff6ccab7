import type { Db } from '../../db/transaction';

// What each kind of provider (oidc.ts, cas.ts) does for routes.ts: send the browser to the
// provider, and read the provider's answer on the callback into the person's 学号/工号.

/** A sign-in that did not work, in words for the person at the login page. */
export class SsoError extends Error {}

export interface SsoFlow {
  readonly kind: 'oidc' | 'cas';
  /** the provider's sign-in address for a new sign-in that returns to `nextPath` */
  start(db: Db, nextPath: string): Promise<string>;
  /** the id the provider vouches for, from the callback's query; SsoError when it vouches for nobody */
  finish(db: Db, query: Record<string, string | undefined>): Promise<{ id: string; nextPath: string }>;
  /** the provider's logout page, returning to the login page; null when the provider has none */
  logoutUrl(): Promise<string | null>;
}

export const EXPIRED = '统一身份认证登录已过期或无效，请重新点击登录';

/** The id as the roster writes it: a string of printable characters (a number claim becomes its digits). */
export function idText(value: unknown): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v !== 'string' && typeof v !== 'number') return null;
  const text = String(v).trim();
  return text && text.length <= 64 && !/\p{C}/u.test(text) ? text : null;
}
