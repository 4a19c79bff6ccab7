import { endpoints } from '@contract/endpoints';
import type { Req, Res } from '@contract/index';
import { callOf, createGroupApi } from './createGroupApi';

const center = endpoints.center;

export const centerApi = createGroupApi('centerApi', (build) => ({
  userDetail: build.query<Res<'center', 'userDetail'>, void>({ query: callOf<void>(center.userDetail), providesTags: ['User'] }),
  // The other groups' user data is refreshed by src/api/crossGroupInvalidation.ts.
  editUser: build.mutation<Res<'center', 'editUser'>, Req<'center', 'editUser'>>({
    query: callOf(center.editUser),
    invalidatesTags: ['User'],
  }),
}));

export const { useUserDetailQuery, useEditUserMutation } = centerApi;
