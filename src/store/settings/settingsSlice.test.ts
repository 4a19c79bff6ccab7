import { makeStore } from '@/test/store';
import { server } from '@/test/server';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { selectBaseSetting, selectSettingsHasValue, selectVideoSetting } from './selectors';
import { loadSettings, settingsReducer, initialSettingsState } from './settingsSlice';
import { Status } from './status';

const base = { platformName: '智慧党建培训平台', helpUrl: '/help/', registerEnabled: true };
const video = { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true };

describe('settings', () => {
  it('has the Status enum of the spec', () => {
    expect([Status.NONE, Status.LOADING, Status.OK, Status.EMPTY, Status.WRONG]).toEqual([0, 1, 2, 3, 4]);
  });

  it('parses both JSON strings and sets hasValue', async () => {
    server.use(mockEndpoint('base', 'getSetting', { base: JSON.stringify(base), video: JSON.stringify(video) }));
    const store = makeStore();
    await store.dispatch(loadSettings());
    expect(selectBaseSetting(store.getState())).toEqual(base);
    expect(selectVideoSetting(store.getState())).toEqual(video);
    expect(selectSettingsHasValue(store.getState())).toBe(true);
    expect(store.getState().settings.status).toBe(Status.OK);
  });

  it('loads once and reuses the result', async () => {
    let calls = 0;
    server.use(
      mockEndpoint('base', 'getSetting', () => {
        calls += 1;
        return { base: JSON.stringify(base), video: '{}' };
      }),
    );
    const store = makeStore();
    await Promise.all([store.dispatch(loadSettings()), store.dispatch(loadSettings())]);
    await store.dispatch(loadSettings());
    expect(calls).toBe(1);
    expect(selectVideoSetting(store.getState())).toBeNull();
  });

  it('empty parts: status EMPTY, hasValue false', async () => {
    server.use(mockEndpoint('base', 'getSetting', { base: '', video: '' }));
    const store = makeStore();
    await store.dispatch(loadSettings());
    expect(store.getState().settings).toMatchObject({ status: Status.EMPTY, hasValue: false });
  });

  it.each([
    ['a failed call', () => failure(10002, '系统错误')],
    ['an unreachable server', () => networkError()],
    ['a part that is not JSON', () => ({ base: '{oops', video: '{}' })],
  ])('%s: hasValue false and both parts emptied', async (_name, resolver) => {
    server.use(mockEndpoint('base', 'getSetting', resolver));
    const store = makeStore({ settings: { base: base as never, video: video as never, status: Status.NONE } });
    await store.dispatch(loadSettings());
    expect(store.getState().settings).toMatchObject({ base: null, video: null, hasValue: false, status: Status.WRONG });
  });

  it('the reducer starts empty', () => {
    expect(settingsReducer(undefined, { type: 'init' })).toEqual(initialSettingsState);
  });
});
