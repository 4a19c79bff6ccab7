import { endpoints } from '@contract/endpoints';
import type { Req, Res } from '@contract/index';
import { callOf, createGroupApi } from './createGroupApi';

const cms = endpoints.cms;

export const cmsApi = createGroupApi('cmsApi', (build) => ({
  banners: build.query<Res<'cms', 'banners'>, void>({ query: callOf<void>(cms.banners), providesTags: ['Banner'] }),
  notices: build.query<Res<'cms', 'notices'>, Req<'cms', 'notices'>>({ query: callOf(cms.notices), providesTags: ['Notice'] }),
  noticeList: build.query<Res<'cms', 'noticeList'>, Req<'cms', 'noticeList'>>({
    query: callOf(cms.noticeList),
    providesTags: ['Notice'],
  }),
  noticeDetail: build.query<Res<'cms', 'noticeDetail'>, Req<'cms', 'noticeDetail'>>({
    query: callOf(cms.noticeDetail),
    providesTags: (_result, _error, { id }) => [{ type: 'Notice', id }],
  }),
  categoryChildren: build.query<Res<'cms', 'categoryChildren'>, Req<'cms', 'categoryChildren'>>({
    query: callOf(cms.categoryChildren),
    providesTags: ['Category'],
  }),
  newListTop: build.query<Res<'cms', 'newListTop'>, Req<'cms', 'newListTop'>>({
    query: callOf(cms.newListTop),
    providesTags: ['News'],
  }),
  newList: build.query<Res<'cms', 'newList'>, Req<'cms', 'newList'>>({ query: callOf(cms.newList), providesTags: ['News'] }),
  newDetail: build.query<Res<'cms', 'newDetail'>, Req<'cms', 'newDetail'>>({
    query: callOf(cms.newDetail),
    providesTags: (_result, _error, { id }) => [{ type: 'News', id }],
  }),
}));

export const {
  useBannersQuery,
  useNoticesQuery,
  useNoticeListQuery,
  useNoticeDetailQuery,
  useCategoryChildrenQuery,
  useNewListTopQuery,
  useNewListQuery,
  useNewDetailQuery,
} = cmsApi;
