import { http, HttpResponse, delay } from 'msw';
import { server } from '@/test/server';
import { fail, ok } from '@/test/envelope';
import { fakeQueryApi } from '@/test/fakeQueryApi';
import { apiBaseQuery, createBaseQuery, type ApiArgs } from './baseQuery';
import { toastRequested, tokenExpired } from './apiEvents';

const URL_PATH = '/trainingApi/v1/test/echo';
const call = (args: Partial<ApiArgs> = {}, auth = {}) => {
  const { api, dispatch } = fakeQueryApi(auth);
  const result = apiBaseQuery({ url: URL_PATH, client: 'json', body: {}, ...args }, api, {});
  return { result: Promise.resolve(result), dispatch };
};
const answer = (resolver: () => Response | Promise<Response>) => server.use(http.post(`*${URL_PATH}`, resolver));
const toasts = (dispatch: jest.Mock) =>
  dispatch.mock.calls
    .map(([action]) => action)
    .filter(toastRequested.match)
    .map((a) => a.payload.title);

describe('baseQuery: success', () => {
  it('resolves with data only when code is 99999', async () => {
    answer(() => ok({ hello: '党' }));
    const { result, dispatch } = call();
    expect(await result).toEqual({ data: { hello: '党' } });
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('baseQuery: error catalogue', () => {
  it('10003: toasts the server message and announces tokenExpired', async () => {
    answer(() => fail(10003, '登录已失效'));
    const { result, dispatch } = call();
    expect(await result).toEqual({ error: { kind: 'code', code: 10003, message: '登录已失效' } });
    expect(toasts(dispatch)).toEqual(['登录已失效']);
    expect(dispatch.mock.calls.some(([a]) => tokenExpired.match(a))).toBe(true);
  });

  it('10003 without a message: token过期，请重新登录', async () => {
    answer(() => fail(10003));
    const { result, dispatch } = call({ client: 'form' });
    expect((await result).error?.message).toBe('token过期，请重新登录');
    expect(toasts(dispatch)).toEqual(['token过期，请重新登录']);
  });

  it('10002 on the form client toasts the server message', async () => {
    answer(() => fail(10002, '枚举编码不存在'));
    const { result, dispatch } = call({ client: 'form' });
    expect((await result).error).toEqual({ kind: 'code', code: 10002, message: '枚举编码不存在' });
    expect(toasts(dispatch)).toEqual(['枚举编码不存在']);
  });

  it('10002 on the form client without a message: 操作错误', async () => {
    answer(() => fail(10002));
    const { dispatch } = call({ client: 'form' });
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 50));
    expect(toasts(dispatch)).toEqual(['操作错误']);
  });

  it.each(['json', 'multipart'] as const)('10002 on the %s client rejects with the message but does not toast', async (client) => {
    answer(() => fail(10002, '原密码不正确'));
    const { result, dispatch } = call({ client });
    expect((await result).error).toEqual({ kind: 'code', code: 10002, message: '原密码不正确' });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('a 10002 whose data names the refusal hands that data on with the error (exam over)', async () => {
    answer(() => HttpResponse.json({ code: 10002, msg: '考试已结束', data: { reason: 'examOver' } }));
    const { result, dispatch } = call();
    expect((await result).error).toEqual({ kind: 'code', code: 10002, message: '考试已结束', data: { reason: 'examOver' } });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it.each([401, 403])('HTTP %i: nothing at all', async (status) => {
    answer(() => new HttpResponse(null, { status }));
    const { result, dispatch } = call({ client: 'form' });
    expect((await result).error).toEqual({ kind: 'http', code: status, message: '' });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('HTTP 500: 后端接口500异常', async () => {
    answer(() => new HttpResponse('boom', { status: 500 }));
    const { result, dispatch } = call();
    expect((await result).error).toEqual({ kind: 'http', code: 500, message: '后端接口500异常' });
    expect(toasts(dispatch)).toEqual(['后端接口500异常']);
  });

  it('network error: 后端接口连接异常', async () => {
    answer(() => HttpResponse.error());
    const { result, dispatch } = call();
    expect((await result).error).toEqual({ kind: 'network', code: null, message: '后端接口连接异常' });
    expect(toasts(dispatch)).toEqual(['后端接口连接异常']);
  });

  it('quietOutage: a network error rejects the same way without a toast (the screen says it)', async () => {
    answer(() => HttpResponse.error());
    const { result, dispatch } = call({ quietOutage: true });
    expect((await result).error).toEqual({ kind: 'network', code: null, message: '后端接口连接异常' });
    expect(toasts(dispatch)).toEqual([]);
  });

  it.each([500, 502, 503, 504])(
    'quietOutage: a %s (the server or its proxy down) rejects without a toast (the screen retries and says so)',
    async (status) => {
      answer(() => new HttpResponse('oops', { status }));
      const { result, dispatch } = call({ quietOutage: true });
      expect((await result).error?.message).toBe(`后端接口${status}异常`);
      expect(toasts(dispatch)).toEqual([]);
    },
  );

  it('quietOutage does not silence a 4xx of the server', async () => {
    answer(() => new HttpResponse('oops', { status: 413 }));
    const { result, dispatch } = call({ quietOutage: true });
    expect((await result).error?.message).toBe('后端接口413异常');
    expect(toasts(dispatch)).toEqual(['后端接口413异常']);
  });

  it('without quietOutage a 5xx raises its toast', async () => {
    answer(() => new HttpResponse('oops', { status: 503 }));
    const { result, dispatch } = call();
    expect((await result).error?.message).toBe('后端接口503异常');
    expect(toasts(dispatch)).toEqual(['后端接口503异常']);
  });

  it('a body that is not an envelope: 后端接口未知异常', async () => {
    answer(() => new HttpResponse('<html>proxy page</html>', { status: 200 }));
    const { result, dispatch } = call();
    expect((await result).error).toEqual({ kind: 'unknown', code: null, message: '后端接口未知异常' });
    expect(toasts(dispatch)).toEqual(['后端接口未知异常']);
  });

  it('a caller abort is silent', async () => {
    answer(async () => {
      await delay(200);
      return ok(1);
    });
    const { api, dispatch, controller } = fakeQueryApi();
    const pending = Promise.resolve(apiBaseQuery({ url: URL_PATH, client: 'json' }, api, {}));
    setTimeout(() => controller.abort(), 20);
    expect((await pending).error).toEqual({ kind: 'aborted', code: null, message: '' });
    expect(dispatch).not.toHaveBeenCalled();
  });
});

describe('baseQuery: timeout', () => {
  afterEach(() => jest.useRealTimers());

  it('gives up after 15000 ms: 后端接口请求超时', async () => {
    answer(async () => {
      await delay('infinite');
      return ok(1);
    });
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const { api, dispatch } = fakeQueryApi();
    let settled = false;
    const pending = Promise.resolve(apiBaseQuery({ url: URL_PATH, client: 'json' }, api, {})).then((r) => {
      settled = true;
      return r;
    });
    await jest.advanceTimersByTimeAsync(14900);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(200);
    expect((await pending).error).toEqual({ kind: 'timeout', code: null, message: '后端接口请求超时' });
    expect(toasts(dispatch)).toEqual(['后端接口请求超时']);
  });

  it('the timeout is configurable for other callers', async () => {
    answer(async () => {
      await delay(500);
      return ok(1);
    });
    const { api } = fakeQueryApi();
    const result = await createBaseQuery({ timeoutMs: 30 })({ url: URL_PATH, client: 'json' }, api, {});
    expect(result.error?.kind).toBe('timeout');
  });
});
