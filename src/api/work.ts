import { createGroupApi } from './createGroupApi';

// 'Work' covers the homework list, its tabs, practice records and the feed of shared write-ups.
// A write-up handed in through this group changes the topic's checklist too ('Topic').
export const WorkApi = createGroupApi('work', {
  queries: {
    tabs: { providesTags: ['Work'] },
    jobList: { providesTags: ['Work'] },
    indexWorkStatus: { providesTags: ['Work'] },
    experienceRecord: { providesTags: ['Work'] },
    experienceDetail: { providesTags: ['Work'] },
    practiceRecord: { providesTags: ['Work'] },
    practiceDetail: { providesTags: ['Work'] },
    snsList: { providesTags: ['Work'] },
    brailleDetail: { providesTags: ['Work'] },
    comments: { providesTags: ['Work'] },
  },
  mutations: {
    writeExperience: { invalidatesTags: [], quietOutage: true },
    experienceSubmit: { invalidatesTags: ['Work'] },
    writePractice: { invalidatesTags: ['Work'] },
    sendSns: { invalidatesTags: ['Work'] },
    snsZan: { invalidatesTags: ['Work'] },
    sendComment: { invalidatesTags: ['Work'] },
  },
});
