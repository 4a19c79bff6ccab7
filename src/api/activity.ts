import { createGroupApi } from './createGroupApi';

// 'Activity' covers the projects, an activity's detail, the learner's activities and leave:
// signing up, cancelling and asking for leave refresh them all (seats and states change).
export const ActivityApi = createGroupApi('activity', {
  queries: {
    projectList: { providesTags: ['Activity'] },
    dyProjectList: { providesTags: ['Activity'] },
    gbActivity: { providesTags: ['Activity'] },
    activityDetail: { providesTags: ['Activity'] },
    projectLeaveDetail: { providesTags: ['Activity'] },
    myActivity: { providesTags: ['Activity'] },
    userQrcodeScanLog: { providesTags: ['Activity'] },
  },
  mutations: {
    baoMing: { invalidatesTags: ['Activity'] },
    projectLeave: { invalidatesTags: ['Activity'] },
    // the scan log and the activity's own state follow a check-in
    checkIn: { invalidatesTags: ['Activity'] },
  },
});
