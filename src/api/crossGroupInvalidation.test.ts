import type { PartyUserInfo } from '@contract/partyIndex';
import type { TopicWork } from '@contract/topic';
import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { makeStore } from '@/test/store';
import { server } from '@/test/server';
import { mockEndpoint } from '@/test/mockEndpoint';
import { learner } from '@/test/fixtures';
import { CenterApi } from './center';
import { addCrossGroupInvalidation, type InvalidationRule } from './crossGroupInvalidation';
import { groupApis } from './index';
import { PartyIndexApi } from './partyIndex';
import { TopicApi } from './topic';
import { UserApi } from './user';
import { WorkApi } from './work';

const detail = { ...learner, createdAt: '2025-09-01T00:00:00.000Z', passwordChangedAt: null };
const partyInfo: PartyUserInfo = {
  id: learner.id,
  name: learner.name,
  avatarUrl: '',
  orgName: learner.orgName,
  identityName: learner.identityName,
  partyStatus: '01',
  partyStatusText: '入党积极分子',
  joinPartyDate: null,
  phaseName: learner.phaseName,
  stageName: learner.stageName,
};

/** Counts the calls of the three user queries, one per group. */
function mockUserQueries() {
  const calls = { user: 0, center: 0, partyIndex: 0 };
  server.use(
    mockEndpoint('user', 'userInfo', () => ((calls.user += 1), learner)),
    mockEndpoint('center', 'userDetail', () => ((calls.center += 1), detail)),
    mockEndpoint('partyIndex', 'userInfo', () => ((calls.partyIndex += 1), partyInfo)),
    mockEndpoint('user', 'editUserInfo', learner),
    mockEndpoint('center', 'editUser', detail),
  );
  return calls;
}

type Store = Pick<ReturnType<typeof makeStore>, 'dispatch'>;
const settle = (store: Store) => Promise.all(groupApis.flatMap((api) => store.dispatch(api.util.getRunningQueriesThunk())));

// A query's promise never rejects (a failure lands in its cache entry); settle() waits for it.
async function subscribeAll(store: Store) {
  void store.dispatch(UserApi.endpoints.userInfo.initiate());
  void store.dispatch(CenterApi.endpoints.userDetail.initiate());
  void store.dispatch(PartyIndexApi.endpoints.userInfo.initiate());
  await settle(store);
}

describe('cross-group invalidation', () => {
  it.each([
    ['user/editUserInfo', (store: Store) => store.dispatch(UserApi.endpoints.editUserInfo.initiate({ name: '张晓明' }))],
    ['center/editUser', (store: Store) => store.dispatch(CenterApi.endpoints.editUser.initiate({ name: '张晓明' }))],
  ])('%s refreshes the user data of every group, each once', async (_name, mutate) => {
    const calls = mockUserQueries();
    const store = makeStore({ auth: { token: 't' } });
    await subscribeAll(store);
    expect(calls).toEqual({ user: 1, center: 1, partyIndex: 1 });

    await mutate(store);
    await settle(store);
    expect(calls).toEqual({ user: 2, center: 2, partyIndex: 2 });
  });

  it('a rule naming groups refreshes only those', async () => {
    const calls = mockUserQueries();
    const listeners = createListenerMiddleware();
    const rules: InvalidationRule[] = [{ when: UserApi.endpoints.editUserInfo, invalidate: { tags: ['User'], groups: [PartyIndexApi] } }];
    addCrossGroupInvalidation(listeners.startListening, rules);
    const store = configureStore({
      reducer: combineSlices(...groupApis),
      middleware: (getDefault) =>
        getDefault()
          .prepend(listeners.middleware)
          .concat(groupApis.map((api) => api.middleware)),
    });
    await subscribeAll(store);

    await store.dispatch(UserApi.endpoints.editUserInfo.initiate({ name: '张晓明' }));
    await settle(store);
    expect(calls).toEqual({ user: 2, center: 1, partyIndex: 2 });
  });

  it('opening a message (a query that marks it read) refreshes the message lists once, and not itself', async () => {
    const calls = { list: 0, detail: 0 };
    let unread = 2;
    server.use(
      mockEndpoint('center', 'myMessages', (body) => {
        calls.list += 1;
        return {
          list: [],
          total: 0,
          pageNum: body.pageNum,
          pageSize: body.pageSize,
          counts: { unread, unreadNotices: unread, unreadTodos: 0 },
        };
      }),
      mockEndpoint('center', 'messageDetail', (body) => {
        calls.detail += 1;
        unread = 1;
        return {
          id: body.messageId,
          kind: 'notice' as const,
          title: '通知',
          summary: '',
          sender: '校党校',
          sentAt: '2026-11-20T02:00:00.000Z',
          read: true,
          dueAt: null,
          actionPath: '',
          actionText: '',
          done: false,
          overdue: false,
          body: '正文',
          readAt: '2026-11-21T02:00:00.000Z',
        };
      }),
    );
    const store = makeStore({ auth: { token: 't' } });
    void store.dispatch(CenterApi.endpoints.myMessages.initiate({ pageNum: 1, pageSize: 1 }));
    await settle(store);
    void store.dispatch(CenterApi.endpoints.messageDetail.initiate({ messageId: 7 }));
    await settle(store);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await settle(store);
    expect(calls).toEqual({ list: 2, detail: 1 });
    expect(CenterApi.endpoints.myMessages.select({ pageNum: 1, pageSize: 1 })(store.getState()).data?.counts.unread).toBe(1);
  });

  it("a write-up shared through the work group is written into the topic group's cached write-up, without asking again", async () => {
    const SHARED_AT = '2026-11-21T05:00:00.000Z';
    const work: TopicWork = {
      topicId: 3,
      required: true,
      title: '学习党章心得',
      prompt: '谈谈体会',
      minChars: 5,
      maxChars: 2000,
      deadline: null,
      state: 'submitted',
      content: '认真学习党章。',
      charCount: 6,
      rev: 3,
      savedAt: null,
      submittedAt: '2026-11-20T02:00:00.000Z',
      review: null,
      editable: false,
      share: null,
      serverTime: '2026-11-21T04:00:00.000Z',
    };
    let asked = 0;
    server.use(
      mockEndpoint('topic', 'workDetail', () => ((asked += 1), work)),
      mockEndpoint('work', 'sendSns', {
        id: 9,
        topicId: 3,
        topicTitle: '专题',
        authorName: '孙雨桐',
        title: '学习党章心得',
        excerpt: '认真学习党章。',
        sharedAt: SHARED_AT,
        likeCount: 0,
        commentCount: 0,
        liked: false,
        mine: true,
      }),
    );
    const store = makeStore({ auth: { token: 't' } });
    void store.dispatch(TopicApi.endpoints.workDetail.initiate({ topicId: 3 }));
    await settle(store);
    await store.dispatch(WorkApi.endpoints.sendSns.initiate({ topicId: 3 }));
    await settle(store);
    expect(TopicApi.endpoints.workDetail.select({ topicId: 3 })(store.getState()).data?.share).toEqual({ id: 9, sharedAt: SHARED_AT });
    expect(asked).toBe(1);
  });
});
