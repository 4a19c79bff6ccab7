import { createGroupApi } from './createGroupApi';

// The cadre area (appId 5). A cadre's video session starts with lesson/resourceStart and ends
// with lesson/resourceComplete; the heartbeats go to setResourceTime. Progress shows in every
// query here, so resourceComplete refreshes them (crossGroupInvalidation.ts).
export const CadreApi = createGroupApi('cadre', {
  queries: {
    lessonList: { providesTags: ['Lesson'] },
    lessonVideoResourceList: { providesTags: ['Lesson'] },
    lessonVideoResourceDetail: { providesTags: ['Lesson'] },
    discussCount: {},
    lessonReadList: {},
    specialList: { providesTags: ['Lesson'] },
    specialDetail: { providesTags: ['Lesson'] },
    stageVideos: { providesTags: ['Lesson'] },
  },
  mutations: {
    // the video page says itself that the network is down and retries (features/video/studyController.ts)
    setResourceTime: { quietOutage: true },
  },
});
