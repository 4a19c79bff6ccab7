import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// The console's 投票 section: votes, their turnout and results. Members vote on the learner's
// side, so the pages ask again when opened (and the vote's page on a timer while it runs).
export const VoteApi = createGroupApi(
  'vote',
  {
    queries: {
      list: { providesTags: [{ type: 'Vote', id: 'LIST' }] },
      detail: { providesTags: (_res, _err, arg) => [{ type: 'Vote', id: arg.voteId }] },
    },
    mutations: {
      create: { invalidatesTags: [{ type: 'Vote', id: 'LIST' }] },
      close: {
        invalidatesTags: (_res, _err, arg) => [
          { type: 'Vote', id: arg.voteId },
          { type: 'Vote', id: 'LIST' },
        ],
      },
    },
  },
  consoleEndpoints,
);
