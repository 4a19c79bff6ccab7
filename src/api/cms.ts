import { createGroupApi } from './createGroupApi';

export const CmsApi = createGroupApi('cms', {
  queries: {
    banners: { providesTags: ['Banner'] },
    notices: { providesTags: ['Notice'] },
    noticeList: { providesTags: ['Notice'] },
    noticeDetail: { providesTags: (_result, _error, { id }) => [{ type: 'Notice', id }] },
    categoryChildren: { providesTags: ['Category'] },
    newListTop: { providesTags: ['News'] },
    newList: { providesTags: ['News'] },
    newDetail: { providesTags: (_result, _error, { id }) => [{ type: 'News', id }] },
  },
});
