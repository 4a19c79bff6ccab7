import '@testing-library/jest-dom';
import { server } from './server';

// 'error' makes a test fail loudly when the code calls an endpoint the test did not expect.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
