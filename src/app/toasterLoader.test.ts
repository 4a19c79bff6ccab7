// toasterLoader on its own (a fresh module per test): when a failed load of the toaster's chunk is tried again.
const mockChunk = { offline: true, loads: 0 };
jest.mock('./AppToaster', () => {
  mockChunk.loads += 1;
  if (mockChunk.offline) throw Object.assign(new Error('Loading chunk 9109 failed.'), { name: 'ChunkLoadError' });
  return { __esModule: true, default: () => null, toaster: { name: 'the toaster' } };
});

type Loader = typeof import('./toasterLoader');
let loader: Loader;

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetModules();
  mockChunk.offline = true;
  mockChunk.loads = 0;
  loader = jest.requireActual<Loader>('./toasterLoader');
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

it('a failed load is tried again after 5 s, 10 s, 20 s, 40 s, then every minute, until it loads', async () => {
  const done = jest.fn();
  void loader.toasterReady().then(done);
  await jest.advanceTimersByTimeAsync(0);
  expect(mockChunk.loads).toBe(1);
  for (const [wait, loads] of [
    [5_000, 2],
    [10_000, 3],
    [20_000, 4],
    [40_000, 5],
    [60_000, 6],
    [60_000, 7],
  ]) {
    await jest.advanceTimersByTimeAsync(wait - 1);
    expect(mockChunk.loads).toBe(loads - 1);
    await jest.advanceTimersByTimeAsync(1);
    expect(mockChunk.loads).toBe(loads);
  }
  expect(done).not.toHaveBeenCalled();
  expect(loader.loadedToaster()).toBeUndefined();
  mockChunk.offline = false;
  await jest.advanceTimersByTimeAsync(60_000);
  expect(done).toHaveBeenCalledWith(expect.objectContaining({ toaster: { name: 'the toaster' } }));
  expect(loader.loadedToaster()?.toaster).toEqual({ name: 'the toaster' });
  // loaded once: no more timers, no more loads
  await jest.advanceTimersByTimeAsync(600_000);
  expect(mockChunk.loads).toBe(8);
});

it('back online: tried again at once, and once only', async () => {
  void loader.toasterReady();
  void loader.toasterReady();
  await jest.advanceTimersByTimeAsync(0);
  expect(mockChunk.loads).toBe(1);
  mockChunk.offline = false;
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(0);
  expect(mockChunk.loads).toBe(2);
  expect(loader.loadedToaster()).toBeDefined();
  window.dispatchEvent(new Event('online'));
  await jest.advanceTimersByTimeAsync(60_000);
  expect(mockChunk.loads).toBe(2);
});

it('prefetch: nothing on page load; the first input, once the main thread is idle', async () => {
  const stop = loader.prefetchToasterOnIntent();
  await jest.advanceTimersByTimeAsync(10_000);
  expect(mockChunk.loads).toBe(0);
  mockChunk.offline = false;
  document.dispatchEvent(new Event('pointermove'));
  document.dispatchEvent(new Event('keydown'));
  await jest.advanceTimersByTimeAsync(1);
  expect(mockChunk.loads).toBe(1);
  expect(loader.loadedToaster()).toBeDefined();
  stop();
});

it('prefetch: undone before any input (the page went away), nothing is fetched', async () => {
  loader.prefetchToasterOnIntent()();
  document.dispatchEvent(new Event('pointermove'));
  await jest.advanceTimersByTimeAsync(10_000);
  expect(mockChunk.loads).toBe(0);
});
