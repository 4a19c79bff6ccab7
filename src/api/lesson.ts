import { createGroupApi } from './createGroupApi';

// Progress changes with every heartbeat: the mutations refresh what shows it.
export const LessonApi = createGroupApi('lesson', {
  queries: {
    tags: {},
    tagList: { providesTags: ['Lesson'] },
    info: { providesTags: ['Lesson'] },
    videos: { providesTags: ['Lesson'] },
    videoDetail: { providesTags: ['Lesson'] },
    studyTime: { providesTags: ['StudyTime'] },
    myStudyTimes: { providesTags: ['StudyTime'] },
    resourceDetail: { providesTags: ['Lesson'] },
  },
  mutations: {
    resourceStart: {},
    resourceTime: {},
    resourceComplete: { invalidatesTags: ['Lesson', 'StudyTime'] },
  },
});
