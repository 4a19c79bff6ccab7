import { createGroupApi } from './createGroupApi';

export const UserApi = createGroupApi('user', {
  queries: {
    userInfo: { providesTags: ['User'] },
    identityList: { providesTags: [{ type: 'Dict', id: 'identity' }] },
    treeList: { providesTags: [{ type: 'Dict', id: 'orgTree' }] },
    phaselist: { providesTags: [{ type: 'Dict', id: 'phase' }] },
    stageList: { providesTags: [{ type: 'Dict', id: 'stage' }] },
    wrongQuestions: { providesTags: ['Exam'] },
    wrongQuestionsDist: { providesTags: ['Exam'] },
    examStatus: { providesTags: ['Exam'] },
  },
  mutations: {
    // Captchas are mutations: each call must reach the server (a fresh image), never a cache.
    generateCaptcha: {},
    getCaptcha: {},
    login: {},
    logout: {},
    register: {},
    sendMail: {},
    forgetPwd: {},
    editUserInfo: { invalidatesTags: ['User'] },
    updatePassword: { invalidatesTags: ['User'] },
  },
});
