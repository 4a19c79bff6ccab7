import { endpoints } from '@contract/endpoints';
import type { Res } from '@contract/index';
import { callOf, createGroupApi } from './createGroupApi';

export const partyIndexApi = createGroupApi('partyIndexApi', (build) => ({
  userInfo: build.query<Res<'partyIndex', 'userInfo'>, void>({
    query: callOf<void>(endpoints.partyIndex.userInfo),
    providesTags: ['User'],
  }),
}));

export const { useUserInfoQuery } = partyIndexApi;
