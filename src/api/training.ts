import { consoleEndpoints } from '@contract/consoleEndpoints';
import { createGroupApi } from './createGroupApi';

// The console's 集中培训 section: classes, their sessions and hours, a session's sign-up list and
// its changing check-in code. Adding a class or a session refreshes the lists; a session's list
// moves as people check in, so its page asks again on a timer, and each code is asked for fresh.
export const TrainingApi = createGroupApi(
  'training',
  {
    queries: {
      projects: { providesTags: [{ type: 'Training', id: 'LIST' }] },
      options: {},
      project: { providesTags: (_res, _err, arg) => [{ type: 'Training', id: `p${arg.projectId}` }] },
      signups: { providesTags: (_res, _err, arg) => [{ type: 'Training', id: `a${arg.activityId}` }] },
      checkinCode: {},
    },
    mutations: {
      createProject: { invalidatesTags: [{ type: 'Training', id: 'LIST' }] },
      createActivity: {
        invalidatesTags: (_res, _err, arg) => [
          { type: 'Training', id: `p${arg.projectId}` },
          { type: 'Training', id: 'LIST' },
        ],
      },
      // the class's hours move with it: its page asks again when opened (refetchOnMountOrArgChange)
      mark: { invalidatesTags: (_res, _err, arg) => [{ type: 'Training', id: `a${arg.activityId}` }] },
    },
  },
  consoleEndpoints,
);
