import { sessionEnded } from '@/api/apiEvents';
import { ReviewApi } from '@/api/consoleApis';
import { learner } from '@/test/fixtures';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { makeStore } from '@/test/store';
import { groupApisJoined, injectGroupApis, injectedGroupApis } from './lazyGroupApis';

// The console's groups join a store made before them, fetch and cache like the others, and are
// emptied with the others when a session ends.

it('an injected group caches its answers in a store made before it, and the end of a session empties it', async () => {
  const store = makeStore({ auth: { token: 't', userInfo: { ...learner, genderText: '男' } } });
  expect((store.getState() as Record<string, unknown>).reviewApi).toBeUndefined();
  injectGroupApis([ReviewApi]);
  injectGroupApis([ReviewApi]); // twice is once
  expect(injectedGroupApis().filter((api) => api === ReviewApi)).toHaveLength(1);
  store.dispatch(groupApisJoined());
  expect((store.getState() as Record<string, unknown>).reviewApi).toBeDefined();

  server.use(mockEndpoint('review', 'summary', [{ kind: 'leave', pending: 2, overdue: 1 }]));
  const answer = await store.dispatch(ReviewApi.endpoints.summary.initiate());
  expect(answer.data).toEqual([{ kind: 'leave', pending: 2, overdue: 1 }]);
  expect(ReviewApi.endpoints.summary.select()(store.getState() as never).data).toEqual(answer.data);

  store.dispatch(sessionEnded({ reason: 'logout' }));
  expect(ReviewApi.endpoints.summary.select()(store.getState() as never).data).toBeUndefined();
});
