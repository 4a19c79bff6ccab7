import { endpoints } from '@contract/endpoints';
import type { Req, Res } from '@contract/index';
import { callOf, createGroupApi } from './createGroupApi';

const base = endpoints.base;

export interface UploadFileArgs {
  file: File;
  purpose: 'avatar' | 'attachment';
  /** pass the same id to useUploadProgress to show a progress bar */
  uploadId?: string;
}

export const baseApi = createGroupApi('baseApi', (build) => ({
  getSetting: build.query<Res<'base', 'getSetting'>, void>({
    query: callOf<void>(base.getSetting),
    providesTags: ['Setting'],
  }),
  getAppSetting: build.query<Res<'base', 'getAppSetting'>, void>({
    query: callOf<void>(base.getAppSetting),
    providesTags: ['Setting'],
  }),
  getEnumByCode: build.query<Res<'base', 'getEnumByCode'>, Req<'base', 'getEnumByCode'>>({
    query: callOf(base.getEnumByCode),
    providesTags: (_result, _error, { code }) => [{ type: 'Enum', id: code }],
  }),
  uploadFile: build.mutation<Res<'base', 'uploadFile'>, UploadFileArgs>({
    query: ({ file, purpose, uploadId }) => ({
      ...callOf<object>(base.uploadFile)({ file, purpose }),
      uploadId,
    }),
  }),
}));

export const { useGetSettingQuery, useGetAppSettingQuery, useGetEnumByCodeQuery, useUploadFileMutation } = baseApi;
