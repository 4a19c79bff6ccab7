import { useCallback } from 'react';
import type { ReviewKind } from '@contract/review';
import { ReviewApi } from '@/api/review';
import { queueBody, readQueueFilter } from './queueParams';

/**
 * The next pending item of the queue the item was opened from (its filters are the item page's
 * query string): asked afresh, since the decision just changed the queue. Null when none is left
 * or the queue cannot be read (the list then shows why).
 */
export function useNextPending(kind: ReviewKind, search: string) {
  const [fetchQueue] = ReviewApi.useLazyQueueQuery();
  return useCallback(
    async (current: number): Promise<number | null> => {
      const filter = { ...readQueueFilter(new URLSearchParams(search)), state: 'pending' as const, page: 1 };
      try {
        const page = await fetchQueue(queueBody(kind, filter, 20), false).unwrap();
        return page.list.find((i) => i.id !== current && i.state === 'pending')?.id ?? null;
      } catch {
        return null;
      }
    },
    [fetchQueue, kind, search],
  );
}
