import { endpoints } from '@contract/endpoints';
import { makeStore } from '@/test/store';
import { learner } from '@/test/fixtures';
import { sendKeepalive } from './keepalive';

describe('sendKeepalive', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('posts with keepalive, the token and appId headers and the JSON body', () => {
    const calls: Array<[string, RequestInit]> = [];
    global.fetch = jest.fn((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve(new Response('{}'));
    }) as unknown as typeof fetch;
    const store = makeStore({ auth: { token: 'test-token', userInfo: { ...learner, genderText: '男' } } });
    store.dispatch(sendKeepalive(endpoints.lesson.resourceTime, { sessionId: 'a'.repeat(32), position: 12.5, playing: true }));
    expect(calls).toHaveLength(1);
    const [url, init] = calls[0];
    expect(url).toMatch(/\/trainingApi\/v1\/lesson\/resourceTime$/);
    expect(init.keepalive).toBe(true);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ token: 'test-token', appId: String(learner.appId), 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ sessionId: 'a'.repeat(32), position: 12.5, playing: true });
  });

  it('swallows a refused request: the page is going away', () => {
    global.fetch = jest.fn(() => {
      throw new TypeError('keepalive quota');
    }) as unknown as typeof fetch;
    const store = makeStore({ auth: { token: 'test-token', userInfo: { ...learner, genderText: '男' } } });
    expect(() => store.dispatch(sendKeepalive(endpoints.lesson.resourceTime, {}))).not.toThrow();
  });
});
