import type { MessageCounts } from '@contract/centerMessages';
import { CenterApi } from '@/api/center';
import { useAppSelector } from '@/store/hooks';
import { selectIsLoggedIn } from '@/store/auth/selectors';

// The learner's unread message counts, shared by the header's badge, the personal space's side
// menu and the message screens: one light call (one row), refreshed through the 'Message' tags.

export const COUNTS_QUERY = { pageNum: 1, pageSize: 1 } as const;

/** The unread counts; null when logged out, still loading, or when the call failed (no badge then). */
export function useUnreadCounts(): MessageCounts | null {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, isError } = CenterApi.useMyMessagesQuery(COUNTS_QUERY, { skip: !loggedIn });
  return loggedIn && data && !isError ? data.counts : null;
}

/** A badge's figure: 1..99, then 99+. */
export const unreadFigure = (n: number): string => (n > 99 ? '99+' : String(n));

/** A to-do's action leads to a screen of this app only (a path, never a URL or a script). */
export const isAppPath = (path: string): boolean => /^\/(?!\/)/.test(path) && !/[\s\\]/.test(path);
