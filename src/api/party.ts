import { createGroupApi } from './createGroupApi';

// 'PartyBoard' covers the 党务研讨 board (topics with their post counts, posts, comments, likes);
// 'Dues' the learner's party dues card, which nothing on the platform changes.
export const PartyApi = createGroupApi('party', {
  queries: {
    talkList: { providesTags: ['PartyBoard'] },
    snsList: { providesTags: ['PartyBoard'] },
    snsCommentList: { providesTags: ['PartyBoard'] },
    cardRecordDetail: { providesTags: ['Dues'] },
  },
  mutations: {
    submitSns: { invalidatesTags: ['PartyBoard'] },
    deleteSns: { invalidatesTags: ['PartyBoard'] },
    submitComment: { invalidatesTags: ['PartyBoard'] },
    deleteComment: { invalidatesTags: ['PartyBoard'] },
    snsZan: { invalidatesTags: ['PartyBoard'] },
  },
});
