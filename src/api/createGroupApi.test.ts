import { configureStore } from '@reduxjs/toolkit';
import { endpoints } from '@contract/endpoints';
import type { SnsItem } from '@contract/work';
import { server } from '@/test/server';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { CmsApi } from './cms';
import { BaseApi } from './base';
import { callOf, createGroupApi } from './createGroupApi';
import { UserApi } from './user';
import { consoleApis } from './consoleApis';
import { groupApis } from './index';

describe('callOf', () => {
  it('sends to the path and with the client the contract gives the endpoint', () => {
    expect(callOf('cms', 'noticeList')({ pageNum: 2, pageSize: 10 })).toEqual({
      url: endpoints.cms.noticeList.path,
      client: 'json',
      body: { pageNum: 2, pageSize: 10 },
    });
    expect(callOf('base', 'getEnumByCode')({ code: 'nation' })).toMatchObject({
      url: '/goplatform/v1/system/getEnumByCode',
      client: 'form',
    });
  });

  it('an endpoint without a body is called with an empty one', () => {
    expect(callOf('user', 'userInfo')(undefined)).toEqual({ url: '/trainingApi/v1/user/userInfo', client: 'json', body: {} });
  });

  it('a multipart call takes uploadId out of the body and hands it to the transport', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(callOf('base', 'uploadFile')({ file, purpose: 'avatar', uploadId: 'u1' })).toEqual({
      url: '/trainingApi/v1/base/uploadFile',
      client: 'multipart',
      body: { file, purpose: 'avatar' },
      uploadId: 'u1',
    });
  });
});

describe('the group APIs', () => {
  it('are one per contract group, each registered under <group>Api (DevTools); the console’s load with it', () => {
    expect([...groupApis, ...consoleApis].map((api) => api.reducerPath).sort()).toEqual(
      Object.keys(endpoints)
        .map((group) => `${group}Api`)
        .sort(),
    );
  });
});

describe("an endpoint's onQueryStarted", () => {
  const item: SnsItem = {
    id: 5,
    topicId: 3,
    topicTitle: '专题',
    authorName: '李华',
    title: '心得',
    excerpt: '……',
    sharedAt: '2026-11-20T02:00:00.000Z',
    likeCount: 1,
    commentCount: 0,
    liked: false,
    mine: false,
  };
  // a like shown at once in the group's own cached list, and taken back when the server refuses it
  const LikeApi = createGroupApi('work', {
    queries: { snsList: {} },
    mutations: {
      snsZan: {
        async onQueryStarted({ snsId, like }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            LikeApi.util.updateQueryData('snsList', { pageNum: 1, pageSize: 10 }, (page) => {
              const sns = page.list.find((x) => x.id === snsId);
              if (sns) Object.assign(sns, { liked: like, likeCount: sns.likeCount + (like ? 1 : -1) });
            }),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
      },
    },
  });
  const storeWith = () =>
    configureStore({ reducer: { [LikeApi.reducerPath]: LikeApi.reducer }, middleware: (d) => d().concat(LikeApi.middleware) });
  const shown = (store: ReturnType<typeof storeWith>) =>
    LikeApi.endpoints.snsList.select({ pageNum: 1, pageSize: 10 })(store.getState()).data?.list[0];

  it("runs with the call's argument: the patch is on screen before the answer, and stays after it", async () => {
    let answer: () => void = () => undefined;
    const asked = new Promise<void>((arrived) => {
      server.use(
        mockEndpoint('work', 'snsList', { list: [item], total: 1, pageNum: 1, pageSize: 10 }),
        mockEndpoint('work', 'snsZan', () => {
          arrived();
          return new Promise((resolve) => (answer = () => resolve({ liked: true, count: 2 })));
        }),
      );
    });
    const store = storeWith();
    await store.dispatch(LikeApi.endpoints.snsList.initiate({ pageNum: 1, pageSize: 10 }));
    const like = store.dispatch(LikeApi.endpoints.snsZan.initiate({ snsId: 5, like: true }));
    expect(shown(store)).toMatchObject({ liked: true, likeCount: 2 });
    await asked;
    answer();
    await like;
    expect(shown(store)).toMatchObject({ liked: true, likeCount: 2 });
  });

  it('is undone when the call fails', async () => {
    server.use(
      mockEndpoint('work', 'snsList', { list: [item], total: 1, pageNum: 1, pageSize: 10 }),
      mockEndpoint('work', 'snsZan', () => failure(10002, '分享不存在')),
    );
    const store = storeWith();
    await store.dispatch(LikeApi.endpoints.snsList.initiate({ pageNum: 1, pageSize: 10 }));
    await store.dispatch(LikeApi.endpoints.snsZan.initiate({ snsId: 5, like: true }));
    expect(shown(store)).toMatchObject({ liked: false, likeCount: 1 });
  });
});

// Compile-time half, checked by `tsc --noEmit` (each @ts-expect-error fails the type check when the
// line it marks compiles): what a group declaration and a screen cannot get wrong any more.
export function typeChecks() {
  // @ts-expect-error a name the cms group does not declare in contract/endpoints.ts
  createGroupApi('cms', { queries: { noticeLists: {} } });
  // @ts-expect-error an endpoint is a query or a mutation, not both
  createGroupApi('cms', { queries: { banners: {} }, mutations: { banners: {} } });
  // @ts-expect-error the body of cms/noticeDetail is { id }
  CmsApi.endpoints.noticeDetail.initiate({ noticeId: 7 });
  // @ts-expect-error cms/noticeDetail needs its body
  CmsApi.endpoints.noticeDetail.initiate();
  // @ts-expect-error uploadId is for multipart endpoints only
  CmsApi.endpoints.noticeDetail.initiate({ id: 7, uploadId: 'u' });
  // Bodiless and all-optional endpoints are called without an argument; multipart takes uploadId.
  CmsApi.endpoints.banners.initiate();
  UserApi.endpoints.getCaptcha.initiate();
  BaseApi.endpoints.uploadFile.initiate({ file: new File([], 'a.png'), purpose: 'avatar', uploadId: 'u' });
  // @ts-expect-error hooks are the group's own: cms has no login
  void CmsApi.useLoginMutation;
}
