import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// The console's 消息: what the organiser sent and who has read it. Sending adds a row to the sent
// list; read counts move as learners open their messages, so the readers are asked again on open.
export const SENT_LIST = { type: 'Message', id: 'SENT' } as const;

export const NotifyApi = createGroupApi(
  'notify',
  {
    queries: {
      // a query (no side effect): the compose form asks it again as the choice of recipients changes
      preview: {},
      sent: { providesTags: [SENT_LIST] },
      readers: { providesTags: (_res, _err, arg) => [{ type: 'Message', id: `readers-${arg.id}` }] },
    },
    mutations: {
      send: { invalidatesTags: [SENT_LIST] },
    },
  },
  consoleEndpoints,
);
