import { createGroupApi } from './createGroupApi';

// 'Develop' covers the learner's party development record, its steps and the hand-ins. Autosaved
// drafts change nothing another screen shows, so they invalidate nothing (the editor holds its text).
export const DevelopApi = createGroupApi('develop', {
  queries: {
    appList: { providesTags: ['Develop'] },
    appTaskList: { providesTags: ['Develop'] },
    docDetail: { providesTags: ['Develop'] },
    mySubmitList: { providesTags: ['Develop'] },
  },
  mutations: {
    taskDraft: { invalidatesTags: [], quietOutage: true },
    fillRequirement: { invalidatesTags: [] },
    submit: { invalidatesTags: ['Develop'] },
  },
});
