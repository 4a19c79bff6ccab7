import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// Every review answer is 'Review': a decision changes the queue it was in, the summary counts
// and the item itself. A decision refused because another organiser decided first changed the
// item as well, so the refusal refreshes them too (the screen shows the other verdict).
const isDecidedRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { data?: { reason?: unknown } | null }).data?.reason === 'decided';

export const ReviewApi = createGroupApi(
  'review',
  {
    queries: {
      summary: { providesTags: ['Review'] },
      queue: { providesTags: ['Review'] },
      detail: { providesTags: (_res, _err, arg) => ['Review', { type: 'Review', id: arg.id }] },
    },
    mutations: {
      decide: { invalidatesTags: (_res, error) => (error === undefined || isDecidedRefusal(error) ? ['Review'] : []) },
      approveBatch: { invalidatesTags: (_res, error) => (error === undefined ? ['Review'] : []) },
    },
  },
  consoleEndpoints,
);
