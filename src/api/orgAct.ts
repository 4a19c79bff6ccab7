import { createGroupApi } from './createGroupApi';

// 'OrgAct' covers the learner's organisation life (activities, leave) and the branch's votes.
export const OrgActApi = createGroupApi('orgAct', {
  queries: {
    actList: { providesTags: ['OrgAct'] },
    actDetail: { providesTags: ['OrgAct'] },
    voteList: { providesTags: ['OrgAct'] },
    voteItemList: { providesTags: ['OrgAct'] },
    getVoteResult: { providesTags: ['OrgAct'] },
  },
  mutations: {
    actLeave: { invalidatesTags: ['OrgAct'] },
    voteResult: { invalidatesTags: ['OrgAct'] },
    // a check-in closes the meeting's to-do
    checkIn: { invalidatesTags: ['OrgAct', 'Message'] },
  },
});
