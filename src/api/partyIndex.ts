import { createGroupApi } from './createGroupApi';

export const PartyIndexApi = createGroupApi('partyIndex', {
  queries: {
    userInfo: { providesTags: ['User'] },
  },
});
