import { createGroupApi } from './createGroupApi';

export const BaseApi = createGroupApi('base', {
  queries: {
    getSetting: { providesTags: ['Setting'] },
    getAppSetting: { providesTags: ['Setting'] },
    getEnumByCode: { providesTags: (_result, _error, { code }) => [{ type: 'Enum', id: code }] },
  },
  mutations: {
    // Pass an `uploadId` and the same id to useUploadProgress to show a progress bar.
    uploadFile: {},
  },
});
