import type { PartyUserInfo } from '@contract/partyIndex';
import { CmsApi } from '@/api/cms';
import { groupApis } from '@/api';
import { PartyIndexApi } from '@/api/partyIndex';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { learner } from '@/test/fixtures';
import { server } from '@/test/server';
import { makeStore } from '@/test/store';
import { HOME_NOTICES_ARGS, NEWS_CATEGORIES_ARGS, newsListArgs, prefetchHomeData } from './landingData';

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
const categories = [
  { id: 3, parentId: 0, name: '党建要闻' },
  { id: 4, parentId: 0, name: '学院动态' },
];

/** Records the body of every home request, by endpoint. */
function serveHome(categoryAnswer: typeof categories | ReturnType<typeof failure> = categories) {
  const sent: Record<string, unknown[]> = {};
  const record = (name: string) => (body: unknown) => void (sent[name] = [...(sent[name] ?? []), body]);
  server.use(
    mockEndpoint('cms', 'banners', (body) => (record('banners')(body), [])),
    mockEndpoint('cms', 'notices', (body) => (record('notices')(body), [])),
    mockEndpoint('cms', 'categoryChildren', (body) => (record('categoryChildren')(body), categoryAnswer)),
    mockEndpoint('cms', 'newListTop', (body) => (record('newListTop')(body), [])),
    mockEndpoint('partyIndex', 'userInfo', (body) => (record('userInfo')(body), partyInfo)),
  );
  return sent;
}

async function settle(store: ReturnType<typeof makeStore>) {
  // The first category's news starts once the categories are in: wait for both rounds.
  for (let round = 0; round < 3; round++) {
    await Promise.all(groupApis.flatMap((api) => store.dispatch(api.util.getRunningQueriesThunk())));
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe('prefetchHomeData', () => {
  it("asks once for every home section's data, the first category's news after the categories", async () => {
    const sent = serveHome();
    const store = makeStore({ auth: { token: 'tok' } });
    prefetchHomeData(store.dispatch);
    await settle(store);
    expect(Object.keys(sent).sort()).toEqual(['banners', 'categoryChildren', 'newListTop', 'notices', 'userInfo']);
    expect(sent.newListTop).toEqual([newsListArgs(3)]);
    expect(sent.notices).toEqual([HOME_NOTICES_ARGS]);
    // In the cache under the arguments the sections ask with: their first render has the data.
    const state = store.getState();
    expect(CmsApi.endpoints.banners.select(undefined)(state).isSuccess).toBe(true);
    expect(CmsApi.endpoints.notices.select(HOME_NOTICES_ARGS)(state).isSuccess).toBe(true);
    expect(CmsApi.endpoints.categoryChildren.select(NEWS_CATEGORIES_ARGS)(state).data).toEqual(categories);
    expect(CmsApi.endpoints.newListTop.select(newsListArgs(3))(state).isSuccess).toBe(true);
    expect(PartyIndexApi.endpoints.userInfo.select(undefined)(state).data).toEqual(partyInfo);
  });

  it('asks for the other sections only once the banner has its answer (its image must not queue behind them)', async () => {
    const sent = serveHome();
    let answerBanners: () => void = () => undefined;
    server.use(mockEndpoint('cms', 'banners', () => new Promise<[]>((resolve) => (answerBanners = () => resolve([])))));
    const store = makeStore({ auth: { token: 'tok' } });
    prefetchHomeData(store.dispatch);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual({});
    answerBanners();
    await settle(store);
    expect(Object.keys(sent).sort()).toEqual(['categoryChildren', 'newListTop', 'notices', 'userInfo']);
  });

  it('asks for no news when there is no category or the categories fail (the section shows that)', async () => {
    for (const answer of [[], failure(10002, '栏目不存在')]) {
      const sent = serveHome(answer);
      const store = makeStore({ auth: { token: 'tok' } });
      prefetchHomeData(store.dispatch);
      await settle(store);
      expect(sent.categoryChildren).toHaveLength(1);
      expect(sent.newListTop).toBeUndefined();
    }
  });
});
