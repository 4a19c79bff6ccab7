import { createGroupApi } from './createGroupApi';

// 'CenterGroup' covers the cadre's 理论学习中心组 sessions, leave, 学习体会 and check-ins. Autosaves
// of a 学习体会 refresh nothing (the editor holds the text); a submit refreshes the lists.
export const CenterGroupApi = createGroupApi('centerGroup', {
  queries: {
    myActivity: { providesTags: ['CenterGroup'] },
    activityDetail: { providesTags: ['CenterGroup'] },
    getUserExperience: { providesTags: ['CenterGroup'] },
    userQrcodeScanLog: { providesTags: ['CenterGroup'] },
  },
  mutations: {
    activityLeave: { invalidatesTags: ['CenterGroup'] },
    addUserExperience: { invalidatesTags: (_result, _error, arg) => (arg.submit ? ['CenterGroup'] : []), quietOutage: true },
  },
});
