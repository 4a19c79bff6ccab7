import { createGroupApi } from './createGroupApi';

export const CadreIndexApi = createGroupApi('cadreIndex', {
  queries: {
    lessonTagList: {},
    userInfo: { providesTags: ['User', 'StudyTime', 'Lesson'] },
  },
});
