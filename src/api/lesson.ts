import { createGroupApi } from './createGroupApi';

// Progress changes with every heartbeat: the mutations refresh what shows it.
// Picking or dropping an elective changes the stage lists, the landing's counts and the tag
// lists alike, so selectVideo refreshes everything tagged 'Lesson'.
export const LessonApi = createGroupApi('lesson', {
  queries: {
    tags: {},
    tagList: { providesTags: ['Lesson'] },
    info: { providesTags: ['Lesson'] },
    videos: { providesTags: ['Lesson'] },
    videoDetail: { providesTags: ['Lesson'] },
    studyTime: { providesTags: ['StudyTime'] },
    myStudyTimes: { providesTags: ['StudyTime'] },
    subList: {},
    lecture: {},
    readList: {},
    readDetail: {},
    center: { providesTags: ['Lesson'] },
    stageLesson: { providesTags: ['Lesson'] },
    myLesson: { providesTags: ['Lesson'] },
  },
  mutations: {
    resourceStart: {},
    resourceTime: {},
    resourceComplete: { invalidatesTags: ['Lesson', 'StudyTime'] },
    selectVideo: { invalidatesTags: ['Lesson'] },
  },
});
