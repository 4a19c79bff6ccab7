import { createGroupApi } from './createGroupApi';

// 'Topic' covers a topic's cards, page, checklist, materials' read state and the write-up:
// opening a material or handing in the write-up changes what the checklist counts, so both refresh it.
// Autosaves are quiet offline: the editor keeps the text and says so itself.
export const TopicApi = createGroupApi('topic', {
  queries: {
    list: { providesTags: ['Topic'] },
    newTopicList: { providesTags: ['Topic'] },
    topicLastYear: { providesTags: ['Topic'] },
    detail: { providesTags: ['Topic'] },
    lessonSubList: { providesTags: ['Topic'] },
    learnNewsList: { providesTags: ['Topic'] },
    stageMaterials: { providesTags: ['Topic'] },
    expertList: { providesTags: ['Topic'] },
    expertDetail: { providesTags: ['Topic'] },
    noticeList: { providesTags: ['Topic'] },
    noticeDetail: { providesTags: ['Topic'] },
    examInfo: { providesTags: ['Topic'] },
    workDetail: { providesTags: ['Topic'] },
  },
  mutations: {
    materialDetail: { invalidatesTags: ['Topic'] },
    // an autosave changes no list; a submit changes the checklist and the state everywhere
    writeExperience: { invalidatesTags: (_res, _err, arg) => (arg.submit ? ['Topic'] : []), quietOutage: true },
  },
});
