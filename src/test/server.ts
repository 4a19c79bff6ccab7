import { setupServer } from 'msw/node';

// One MSW server for every web test; tests add their handlers with server.use(...), and the
// handlers are reset after each test.
export const server = setupServer();
