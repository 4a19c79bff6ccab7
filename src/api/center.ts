import { createGroupApi } from './createGroupApi';

// Messages: the pages and the header's badge are tagged 'Message'/'LIST'; a message's full text
// carries its own id. Opening a message marks it read on the server (a query with a side effect):
// crossGroupInvalidation.ts then refreshes 'LIST' only, so the badge drops and the opened message
// is not fetched again by its own answer. Marking read invalidates every 'Message'.
export const MESSAGE_LIST = { type: 'Message', id: 'LIST' } as const;

export const CenterApi = createGroupApi('center', {
  queries: {
    userDetail: { providesTags: ['User'] },
    myMessages: { providesTags: [MESSAGE_LIST] },
    messageDetail: { providesTags: (_res, _err, arg) => [{ type: 'Message', id: arg.messageId }] },
    // what is pending changes on other screens too: the workbench refetches when it opens
    workbenches: { providesTags: [MESSAGE_LIST] },
    myTaskNums: { providesTags: [MESSAGE_LIST] },
    myTaskList: { providesTags: [MESSAGE_LIST] },
  },
  mutations: {
    editUser: { invalidatesTags: ['User'] },
    setRead: { invalidatesTags: ['Message'] },
    setReadSingle: { invalidatesTags: ['Message'] },
    setReadAll: { invalidatesTags: ['Message'] },
  },
});
