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
    // graduation is computed from study, exam, topic and write-up records: any of them may move it
    graduation: { providesTags: ['User', 'StudyTime', 'Lesson', 'Exam', 'Topic', 'Work'] },
    // the learner's statistics grow with every heartbeat that earns credit ('StudyTime')
    studyTime: { providesTags: ['StudyTime'] },
    studyInfo: { providesTags: ['StudyTime'] },
    // the ranking moves with anyone's credit; ours at least with our own heartbeats
    ranking: { providesTags: ['StudyTime', 'User'] },
    // the report reads the same records as graduation
    stageReport: { providesTags: ['User', 'StudyTime', 'Lesson', 'Exam', 'Topic', 'Work', 'Activity'] },
    // whether the login page offers 统一身份认证 (the server's configuration, public)
    ssoOptions: { providesTags: ['Setting'] },
  },
  mutations: {
    // Captchas are mutations: each call must reach the server (a fresh image), never a cache.
    generateCaptcha: {},
    getCaptcha: {},
    login: {},
    // the one-time ticket campus sign-in brings back: answers exactly as login does
    ssoLogin: {},
    logout: {},
    register: {},
    sendMail: {},
    forgetPwd: {},
    editUserInfo: { invalidatesTags: ['User'] },
    updatePassword: { invalidatesTags: ['User'] },
  },
});
