import { createGroupApi } from './createGroupApi';

// Notes, discussions and likes ride on the 'Lesson' tag with an id each, so a write refreshes
// its own list and count (and the end of a video, which invalidates all of 'Lesson', them too).
const NOTES = { type: 'Lesson', id: 'notes' } as const;
const DISCUSSIONS = { type: 'Lesson', id: 'discussions' } as const;
const ZAN = { type: 'Lesson', id: 'zan' } as const;

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
    noteList: { providesTags: [NOTES] },
    discussionList: { providesTags: [DISCUSSIONS] },
    discussionCount: { providesTags: [DISCUSSIONS] },
    videoZanInfo: { providesTags: [ZAN] },
    resourceDetail: { providesTags: ['Lesson'] },
  },
  mutations: {
    resourceStart: {},
    // the video page says itself that the network is down and retries (studyController.ts)
    resourceTime: { quietOutage: true },
    // only a verdict refreshes: a failed end during an outage would refetch the page's player and
    // chapters into 加载失败 while the server is away
    resourceComplete: { invalidatesTags: (result) => (result ? ['Lesson', 'StudyTime'] : []), quietOutage: true },
    selectVideo: { invalidatesTags: ['Lesson'] },
    writeNote: { invalidatesTags: [NOTES] },
    deleteNote: { invalidatesTags: [NOTES] },
    writeDiscussion: { invalidatesTags: [DISCUSSIONS] },
    videoZan: { invalidatesTags: [ZAN] },
  },
});
