import { createGroupApi } from './createGroupApi';

// A task belongs to a topic and its state shows on the topic's page: handing in a file or the
// form refreshes the task here and, through crossGroupInvalidation.ts, the topic's page.
export const TaskApi = createGroupApi('task', {
  queries: {
    taskDetail: { providesTags: ['Topic'] },
    checkUserTask: { providesTags: ['Topic'] },
    taskCheckDetail: { providesTags: ['Topic'] },
  },
  mutations: {
    uploadTaskFile: { invalidatesTags: ['Topic'] },
    uploadTaskData: { invalidatesTags: ['Topic'] },
  },
});
