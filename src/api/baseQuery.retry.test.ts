import { http, HttpResponse } from 'msw';
import { server } from '@/test/server';
import { ok } from '@/test/envelope';
import { fakeQueryApi } from '@/test/fakeQueryApi';
import { toastRequested } from './apiEvents';
import { createBaseQuery, RETRY_DELAYS_MS, retryTiming, type ApiArgs } from './baseQuery';
import type { Res } from '@contract/index';
import { learner } from '@/test/fixtures';
import { mockEndpoint, networkError } from '@/test/mockEndpoint';
import { makeStore } from '@/test/store';
import { CmsApi } from './cms';
import { ExamApi } from './exam';

// Reads are tried again when an instance behind the proxy stops or dies (a network failure, a
// 502/503/504), with a pause between tries; writes never are, and the toast comes only after the
// last try. The pauses are made short here: what is tested is how many tries and in what order.

const URL_PATH = '/trainingApi/v1/test/read';
const baseQuery = createBaseQuery({ retryDelaysMs: [5, 5] });

/** The server's answers in turn (the last repeats); answers the number of requests it saw. */
function answers(...replies: Array<() => Response>) {
  const seen = { count: 0 };
  server.use(
    http.post(`*${URL_PATH}`, () => {
      seen.count++;
      return replies[Math.min(seen.count, replies.length) - 1]();
    }),
  );
  return seen;
}
const gone = () => HttpResponse.error();
const status = (code: number) => () => new HttpResponse('proxy page', { status: code });

function run(args: Partial<ApiArgs>) {
  const { api, dispatch, controller } = fakeQueryApi();
  const result = Promise.resolve(baseQuery({ url: URL_PATH, client: 'json', body: {}, ...args }, api, {}));
  const toasts = () =>
    dispatch.mock.calls
      .map(([a]) => a)
      .filter(toastRequested.match)
      .map((a) => a.payload.title);
  return { result, toasts, controller };
}

it.each([
  ['a network failure', gone],
  ['a 502', status(502)],
  ['a 503', status(503)],
  ['a 504', status(504)],
])('a read after %s is tried again, and what the next try brings is the answer, without a toast', async (_what, first) => {
  const seen = answers(first, () => ok({ hello: '党' }));
  const { result, toasts } = run({ retry: true });
  expect(await result).toEqual({ data: { hello: '党' } });
  expect(seen.count).toBe(2);
  expect(toasts()).toEqual([]);
});

it('a read tried three times in all; then the last failure is reported once', async () => {
  const seen = answers(gone, status(502), status(503));
  const { result, toasts } = run({ retry: true });
  expect((await result).error).toEqual({ kind: 'http', code: 503, message: '后端接口503异常' });
  expect(seen.count).toBe(1 + RETRY_DELAYS_MS.length);
  expect(toasts()).toEqual(['后端接口503异常']);
});

it.each([
  ['a 500 (a bug, not an instance going away)', status(500)],
  ['a 404', status(404)],
  ['a refusal in the envelope', () => HttpResponse.json({ code: 10002, msg: '无权查看', data: null })],
])('a read is not tried again after %s', async (_what, reply) => {
  const seen = answers(reply, () => ok({}));
  const { result } = run({ retry: true });
  expect((await result).error).toBeDefined();
  expect(seen.count).toBe(1);
});

it.each([
  ['a network failure', gone],
  ['a 503', status(503)],
])('a write (no retry) is sent once after %s', async (_what, reply) => {
  const seen = answers(reply, () => ok({}));
  const { result } = run({});
  expect((await result).error).toBeDefined();
  expect(seen.count).toBe(1);
});

it('aborted while waiting to try again: no more tries, no toast', async () => {
  const slow = createBaseQuery({ retryDelaysMs: [60_000] });
  const seen = answers(status(503), () => ok({}));
  const { api, dispatch, controller } = fakeQueryApi();
  const result = Promise.resolve(slow({ url: URL_PATH, client: 'json', body: {}, retry: true }, api, {}));
  await new Promise((resolve) => setTimeout(resolve, 20));
  controller.abort();
  expect((await result).error).toEqual({ kind: 'aborted', code: null, message: '' });
  expect(seen.count).toBe(1);
  expect(dispatch).not.toHaveBeenCalled();
});

it("through the store: the app's queries are tried again, its mutations are sent once", async () => {
  // page tests turn the tries off (src/test/setup.ts); here they are on, without the pauses
  const pageTests = retryTiming.delaysMs;
  retryTiming.delaysMs = [0, 0];
  try {
    const store = makeStore({ auth: { token: 't', userInfo: { ...learner, genderText: '男' } } });
    const page = { total: 0, list: [] } as unknown as Res<'cms', 'noticeList'>;
    let reads = 0;
    server.use(mockEndpoint('cms', 'noticeList', () => (++reads === 1 ? networkError() : page)));
    const read = await store.dispatch(CmsApi.endpoints.noticeList.initiate({ pageNum: 1, pageSize: 10 }));
    expect(read.data).toEqual(page);
    expect(reads).toBe(2);

    let writes = 0;
    server.use(mockEndpoint('exam', 'saveExamAnswer', () => (writes++, networkError())));
    const write = await store.dispatch(ExamApi.endpoints.saveExamAnswer.initiate({} as never));
    expect(write).toMatchObject({ error: { kind: 'network' } });
    expect(writes).toBe(1);
  } finally {
    retryTiming.delaysMs = pageTests;
  }
});
