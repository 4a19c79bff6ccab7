import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

const LIST = { type: 'Develop', id: 'LIST' } as const;
const ALERTS = { type: 'Develop', id: 'ALERTS' } as const;
const RULES = { type: 'Develop', id: 'RULES' } as const;

// The console's 发展党员 section: the people on the way to membership, one person's 25 steps, the
// overdue steps and the gates between steps. A record moves the person's road, the list's last
// and next step and the alerts; a changed rule moves every gate, so it refreshes the whole group.
// A refused record (10002) changed nothing: nothing is asked again.
export const DevelopRecordApi = createGroupApi(
  'developRecord',
  {
    queries: {
      list: { providesTags: [LIST] },
      person: { providesTags: (_res, _err, arg) => [{ type: 'Develop', id: arg.userId }] },
      alerts: { providesTags: [ALERTS] },
      rules: { providesTags: [RULES] },
    },
    mutations: {
      record: {
        invalidatesTags: (_res, err, arg) => (err ? [] : [LIST, ALERTS, ...arg.userIds.map((id) => ({ type: 'Develop' as const, id }))]),
      },
      // the person's road, the list's last and next step and the alerts move back
      withdraw: {
        invalidatesTags: (_res, err, arg) => (err ? [] : [LIST, ALERTS, { type: 'Develop' as const, id: arg.userId }]),
      },
      updateRule: { invalidatesTags: (_res, err) => (err ? [] : ['Develop']) },
    },
  },
  consoleEndpoints,
);
