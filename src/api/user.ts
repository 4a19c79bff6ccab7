import { endpoints } from '@contract/endpoints';
import type { Req, Res } from '@contract/index';
import { callOf, createGroupApi } from './createGroupApi';

const user = endpoints.user;

export const userApi = createGroupApi('userApi', (build) => ({
  // Captchas are mutations: each call must reach the server (a fresh image), never a cache.
  generateCaptcha: build.mutation<Res<'user', 'generateCaptcha'>, void>({ query: callOf<void>(user.generateCaptcha) }),
  getCaptcha: build.mutation<Res<'user', 'getCaptcha'>, Req<'user', 'getCaptcha'>>({ query: callOf(user.getCaptcha) }),
  login: build.mutation<Res<'user', 'login'>, Req<'user', 'login'>>({ query: callOf(user.login) }),
  logout: build.mutation<Res<'user', 'logout'>, void>({ query: callOf<void>(user.logout) }),
  register: build.mutation<Res<'user', 'register'>, Req<'user', 'register'>>({ query: callOf(user.register) }),
  sendMail: build.mutation<Res<'user', 'sendMail'>, Req<'user', 'sendMail'>>({ query: callOf(user.sendMail) }),
  forgetPwd: build.mutation<Res<'user', 'forgetPwd'>, Req<'user', 'forgetPwd'>>({ query: callOf(user.forgetPwd) }),
  userInfo: build.query<Res<'user', 'userInfo'>, void>({ query: callOf<void>(user.userInfo), providesTags: ['User'] }),
  // The other groups' user data is refreshed by src/api/crossGroupInvalidation.ts.
  editUserInfo: build.mutation<Res<'user', 'editUserInfo'>, Req<'user', 'editUserInfo'>>({
    query: callOf(user.editUserInfo),
    invalidatesTags: ['User'],
  }),
  updatePassword: build.mutation<Res<'user', 'updatePassword'>, Req<'user', 'updatePassword'>>({
    query: callOf(user.updatePassword),
    invalidatesTags: ['User'],
  }),
  identityList: build.query<Res<'user', 'identityList'>, void>({
    query: callOf<void>(user.identityList),
    providesTags: [{ type: 'Dict', id: 'identity' }],
  }),
  treeList: build.query<Res<'user', 'treeList'>, void>({
    query: callOf<void>(user.treeList),
    providesTags: [{ type: 'Dict', id: 'orgTree' }],
  }),
  phaselist: build.query<Res<'user', 'phaselist'>, void>({
    query: callOf<void>(user.phaselist),
    providesTags: [{ type: 'Dict', id: 'phase' }],
  }),
  stageList: build.query<Res<'user', 'stageList'>, Req<'user', 'stageList'>>({
    query: callOf(user.stageList),
    providesTags: [{ type: 'Dict', id: 'stage' }],
  }),
}));

export const {
  useGenerateCaptchaMutation,
  useGetCaptchaMutation,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
  useSendMailMutation,
  useForgetPwdMutation,
  useUserInfoQuery,
  useEditUserInfoMutation,
  useUpdatePasswordMutation,
  useIdentityListQuery,
  useTreeListQuery,
  usePhaselistQuery,
  useStageListQuery,
} = userApi;
