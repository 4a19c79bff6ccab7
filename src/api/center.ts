import { createGroupApi } from './createGroupApi';

export const CenterApi = createGroupApi('center', {
  queries: {
    userDetail: { providesTags: ['User'] },
  },
  mutations: {
    editUser: { invalidatesTags: ['User'] },
  },
});
