import { createGroupApi } from './createGroupApi';

// The learner's study summary; it grows with every heartbeat that earns credit ('StudyTime').
export const SelfStudyApi = createGroupApi('selfStudy', {
  queries: {
    studyInfo: { providesTags: ['StudyTime'] },
  },
  mutations: {},
});
