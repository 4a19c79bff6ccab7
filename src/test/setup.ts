import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { retryTiming } from '@/api/baseQuery';
import { server } from './server';

// Waits sized for a busy machine (CI shares two cores with other work): findBy/waitFor poll until
// this long before failing, and a test or hook may take up to a minute. A passing test does not
// wait any longer for it; only a failing one takes longer to report.
configure({ asyncUtilTimeout: 15_000 });
jest.setTimeout(90_000);

// 'error' makes a test fail loudly when the code calls an endpoint the test did not expect.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());

// No automatic second try of a failed read (api/baseQuery.ts) on a page under test: what a page
// shows after the last failure (its 重试) is tested by failing the first call; the tries themselves
// are tested in api/baseQuery.retry.test.ts.
retryTiming.delaysMs = [];
