import { createGroupApi } from './createGroupApi';

// 'PartyAct' covers the committees' activities, education-base visits and the learner's make-up records.
export const PartyIndexApi = createGroupApi('partyIndex', {
  queries: {
    userInfo: { providesTags: ['User'] },
    partyActList: { providesTags: ['PartyAct'] },
    baseActList: { providesTags: ['PartyAct'] },
    partyActDetail: { providesTags: ['PartyAct'] },
    userActivityMendDetail: { providesTags: ['PartyAct'] },
  },
  mutations: {
    mendSubmit: { invalidatesTags: ['PartyAct'] },
  },
});
