import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { mockEndpoint } from '@/test/mockEndpoint';
import { learner } from '@/test/fixtures';
import { server } from '@/test/server';
import { routes } from './routes';
import { makeStore } from './store';

// Chakra UI arrives with the pathless layout route (ChakraLayout). Here its chunk's style sheet
// fails to load: the plain error panel (no Chakra needed) must still say what failed and offer
// 重新加载, while /login, which does not need Chakra, keeps working.
jest.mock('./ChakraLayout', () => {
  throw Object.assign(new Error('Loading CSS chunk 9 failed.'), {
    code: 'CSS_CHUNK_LOAD_FAILED',
    request: '/training2/assets/9.abc.css',
  });
});
jest.mock('@/features/auth/LoginPage', () => ({ __esModule: true, default: () => <p>screen:login</p> }));
jest.mock('@/features/layout/MainLayout', () => ({ __esModule: true, default: () => <main>layout</main> }));
jest.mock('@/features/home/HomePage', () => ({ __esModule: true, default: () => <p>screen:home</p> }));

function renderAt(path: string, token: string | null) {
  const store = makeStore(token ? { auth: { token, userInfo: { ...learner, genderText: '男' } } } : {});
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

describe('the Chakra layout chunk fails to load', () => {
  it('shows the spec error and 重新加载 instead of the screen', async () => {
    server.use(mockEndpoint('user', 'userInfo', learner), mockEndpoint('base', 'getSetting', { base: '{}', video: '{}' }));
    renderAt('/index/home', 't');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('页面加载失败');
    expect(panel).toHaveTextContent('Unable to preload CSS for /training2/assets/9.abc.css');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.queryByText('screen:home')).not.toBeInTheDocument();
    expect(screen.queryByText('layout')).not.toBeInTheDocument();
  });

  it('leaves the login page usable', async () => {
    renderAt('/login', null);
    expect(await screen.findByText('screen:login')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
