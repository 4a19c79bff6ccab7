import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useChakraContext } from '@chakra-ui/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { pageLocation } from '@/lib/pageLocation';
import { server } from '@/test/server';
import { mockEndpoint } from '@/test/mockEndpoint';
import { learner } from '@/test/fixtures';
import { routes } from './routes';
import type { PreloadedState } from '@/store/store';
import { makeStore } from './store';

// The screens belong to H4 and have their own tests; here each is a stand-in that names itself,
// so these tests check the route table, the guard and the shell only. Some stand-ins also say
// whether they render inside Chakra UI's provider (data-chakra), which the routes bring lazily.
function mockScreen(name: string) {
  return function Screen() {
    let chakra = 'no';
    try {
      useChakraContext();
      chakra = 'yes';
    } catch {
      // outside every ChakraProvider
    }
    return <p data-chakra={chakra}>{name}</p>;
  };
}
/** A lazy chunk whose style sheet failed, as mini-css-extract-plugin reports it. */
const mockCssFailure = (file: string) =>
  Object.assign(new Error(`Loading CSS chunk failed. (${file})`), { code: 'CSS_CHUNK_LOAD_FAILED', request: `/training2/assets/${file}` });
jest.mock('@/features/auth/LoginPage', () => ({ __esModule: true, default: mockScreen('screen:login') }));
jest.mock('@/features/layout/MainLayout', () => {
  const { Outlet } = jest.requireActual('react-router-dom');
  return {
    __esModule: true,
    default: ({ children }: { children?: import('react').ReactNode }) => <main>layout:{children ?? <Outlet />}</main>,
  };
});
jest.mock('@/features/personal-space/layout/PersonalSpaceLayout', () => {
  const { Outlet } = jest.requireActual('react-router-dom');
  return {
    __esModule: true,
    default: () => (
      <main>
        personal-space:
        <Outlet />
      </main>
    ),
  };
});
jest.mock('@/features/home/HomePage', () => ({ __esModule: true, default: mockScreen('screen:home') }));
jest.mock('@/features/notices/NoticeListPage', () => ({ __esModule: true, default: () => <p>screen:notices</p> }));
jest.mock('@/features/notices/NoticeDetailPage', () => {
  throw mockCssFailure('72.abc.css');
});
jest.mock('@/features/notices/NewsDetailPage', () => ({ __esModule: true, default: () => <p>screen:news-detail</p> }));
jest.mock('@/features/personal-space/my/MePage', () => ({ __esModule: true, default: () => <p>screen:me</p> }));
jest.mock('@/features/exam/records/MyExamPage', () => ({ __esModule: true, default: () => <p>screen:my-exam</p> }));
jest.mock('@/features/statistics/StatisticsPage', () => ({ __esModule: true, default: () => <p>screen:statistics</p> }));
jest.mock('@/features/statistics/report/ReportPage', () => ({ __esModule: true, default: () => <p>screen:report</p> }));
jest.mock('@/features/exam/records/RecordReviewPage', () => ({ __esModule: true, default: () => <p>screen:exam-record</p> }));
jest.mock('@/features/personal-space/my/ModifyInfoPage', () => ({ __esModule: true, default: () => <p>screen:modify-info</p> }));
jest.mock('@/features/personal-space/my/ModifyPasswordPage', () => ({
  __esModule: true,
  default: ({ forced }: { forced?: boolean }) => <p>{`screen:modify-pwd${forced ? ':forced' : ''}`}</p>,
}));
jest.mock('@/features/misc/NotFoundPage', () => ({ __esModule: true, default: mockScreen('screen:not-found') }));
jest.mock('@/features/video/VideoDetailsPage', () => ({ __esModule: true, default: () => <p>screen:video-details</p> }));
jest.mock('@/features/misc/UnderConstructionPage', () => ({ __esModule: true, default: () => <p>screen:under-construction</p> }));
jest.mock('@/features/personal-space/workbench/WorkbenchPage', () => ({ __esModule: true, default: () => <p>screen:workbench</p> }));
jest.mock('@/features/party/board/PartyBoardPage', () => ({ __esModule: true, default: () => <p>screen:party-board</p> }));
jest.mock('@/features/personal-space/dues/DuesPage', () => ({ __esModule: true, default: () => <p>screen:dues</p> }));
jest.mock('@/features/personal-space/develop/RudangApplyPage', () => ({ __esModule: true, default: () => <p>screen:rudang-apply</p> }));
jest.mock('@/features/party/PartyLayout', () => {
  const { Outlet } = jest.requireActual('react-router-dom');
  return {
    __esModule: true,
    default: () => (
      <section data-testid="party-layout">
        <Outlet />
      </section>
    ),
  };
});
jest.mock('@/features/party/PartyArticleList', () => ({
  __esModule: true,
  default: ({ section }: { section: string }) => <p>{`screen:party-list:${section}`}</p>,
}));
jest.mock('@/features/party/PartyArticleDetail', () => ({ __esModule: true, default: () => <p>screen:party-detail</p> }));
jest.mock('@/features/topics/ExpertPage', () => ({ __esModule: true, default: () => <p>screen:topic-expert</p> }));
jest.mock('@/features/topics/TopicListPage', () => ({ __esModule: true, default: () => <p>screen:topics</p> }));
jest.mock('@/features/lessons/cadre/CadreSpecialsPage', () => ({ __esModule: true, default: () => <p>screen:cadre-specials</p> }));
jest.mock('@/features/personal-space/messages/NoticesPage', () => ({ __esModule: true, default: () => <p>screen:space-notices</p> }));
jest.mock('@/features/personal-space/messages/MessageDetailPage', () => {
  const { useSearchParams } = jest.requireActual('react-router-dom');
  return {
    __esModule: true,
    default: function MessageDetail() {
      return <p>{`screen:space-notice-detail:${useSearchParams()[0].get('id')}`}</p>;
    },
  };
});
jest.mock('@/features/personal-space/messages/TodosPage', () => ({ __esModule: true, default: () => <p>screen:space-todos</p> }));

const loggedIn: PreloadedState = { auth: { token: 't', userInfo: { ...learner, genderText: '男' } } };
const withApp = (appId: number): PreloadedState => ({ auth: { token: 't', userInfo: { ...learner, appId, genderText: '男' } } });

/** Answers user/userInfo and getSetting like the server; returns the order of the calls. */
function serveSession(user = learner) {
  const calls: string[] = [];
  server.use(
    mockEndpoint('user', 'userInfo', () => {
      calls.push('userInfo');
      return user;
    }),
    mockEndpoint('base', 'getSetting', () => {
      calls.push('getSetting');
      return { base: '{"platformName":"智慧党建培训平台"}', video: '{}' };
    }),
  );
  return calls;
}

function renderAt(path: string, preloaded: PreloadedState = {}) {
  const store = makeStore(preloaded);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // No ChakraProvider around the app (as in main.tsx): the routes bring it where it is needed.
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, path: () => router.state.location.pathname };
}

describe('routes and guard', () => {
  it('/ without a token ends on /login with its title, and fetches nothing', async () => {
    const app = renderAt('/');
    expect(await screen.findByText('screen:login')).toBeInTheDocument();
    expect(app.path()).toBe('/login');
    await waitFor(() => expect(document.title).toBe('登录 - 智慧党建培训平台'));
  });

  it('/ with a token goes /index -> /index/home; user info then settings are fetched once', async () => {
    const calls = serveSession();
    const app = renderAt('/', loggedIn);
    expect(await screen.findByText('screen:home')).toBeInTheDocument();
    expect(app.path()).toBe('/index/home');
    await waitFor(() => expect(calls).toEqual(['userInfo', 'getSetting']));
    await waitFor(() => expect(app.store.getState().settings.hasValue).toBe(true));
    await waitFor(() => expect(document.title).toBe('首页 - 智慧党建培训平台'));
  });

  it.each([
    ['/index/notices', '/index/notices', 'screen:notices', '通知公告 - 智慧党建培训平台'],
    ['/index/party', '/index/party/dwzs', 'screen:party-list:knowledge', '党务知识 - 智慧党建培训平台'],
    ['/index/my', '/index/my/profile', 'screen:me', '个人资料 - 智慧党建培训平台'],
    ['/personal-space', '/personal-space/workbenches/index', 'screen:workbench', '工作台 - 智慧党建培训平台'],
    ['/index/my/exam', '/index/my/exam', 'screen:my-exam', '我的考试 - 智慧党建培训平台'],
    ['/index/my/statistics', '/index/my/statistics', 'screen:statistics', '学习统计 - 智慧党建培训平台'],
    ['/index/my/report', '/index/my/report', 'screen:report', '成绩报告 - 智慧党建培训平台'],
    ['/index/my/exam/5', '/index/my/exam/5', 'screen:exam-record', '答卷详情 - 智慧党建培训平台'],
    ['/personal-space/my/modify-pwd', '/personal-space/my/modify-pwd', 'screen:modify-pwd', '修改密码 - 智慧党建培训平台'],
    [
      '/index/special-training/3/expert-detail/9',
      '/index/special-training/3/expert-detail/9',
      'screen:topic-expert',
      '专家详情 - 智慧党建培训平台',
    ],
    ['/personal-space/notice/index', '/personal-space/notice/index', 'screen:space-notices', '我的消息 - 智慧党建培训平台'],
    ['/personal-space/notice/detail?id=3', '/personal-space/notice/detail', 'screen:space-notice-detail:3', '消息详情 - 智慧党建培训平台'],
    ['/personal-space/messages/index', '/personal-space/messages/index', 'screen:space-todos', '待办消息 - 智慧党建培训平台'],
    [
      '/personal-space/workbenches/training-dues',
      '/personal-space/workbenches/training-dues',
      'screen:dues',
      '我的党费 - 智慧党建培训平台',
    ],
    [
      '/personal-space/workbenches/rudang-apply?step=4',
      '/personal-space/workbenches/rudang-apply',
      'screen:rudang-apply',
      '入党申请表 - 智慧党建培训平台',
    ],
  ])('%s shows %s (%s) titled %s', async (from, to, text, title) => {
    serveSession();
    const app = renderAt(from, loggedIn);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(app.path()).toBe(to);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/index/party/dwxx', 'screen:party-list:study', '党务学习'],
    ['/index/party/dwzs', 'screen:party-list:knowledge', '党务知识'],
    ['/index/party/tszs', 'screen:party-list:others', '他山之石'],
    ['/index/party/detail/12', 'screen:party-detail', '党务详情'],
    ['/index/party/dwyt', 'screen:party-board', '党务研讨'],
  ])('%s shows %s inside the party section layout, titled %s', async (path, text, title) => {
    serveSession();
    const app = renderAt(path, loggedIn);
    const shown = await screen.findByText(text);
    expect(shown.closest('[data-testid="party-layout"]')).not.toBeNull();
    expect(app.path()).toBe(path);
    await waitFor(() => expect(document.title).toBe(`${title} - 智慧党建培训平台`));
  });

  it('an unknown path shows the 404 page even without a token', async () => {
    const app = renderAt('/no/such/page');
    expect(await screen.findByText('screen:not-found')).toBeInTheDocument();
    expect(app.path()).toBe('/no/such/page');
    await waitFor(() => expect(document.title).toBe('页面不存在 - 智慧党建培训平台'));
  });

  it('the personal space sits inside the platform layout (header, menu, footer)', async () => {
    serveSession();
    renderAt('/personal-space/my/modify-pwd', loggedIn);
    expect(await screen.findByText('screen:modify-pwd')).toBeInTheDocument();
    expect(screen.getByText(/^personal-space:/).parentElement).toHaveTextContent(/^layout:personal-space:screen:modify-pwd$/);
  });

  it('a logged-in learner meets the 404 page inside the layout; without a token it stands alone', async () => {
    serveSession();
    renderAt('/no/such/page', loggedIn);
    expect(await screen.findByText('screen:not-found')).toBeInTheDocument();
    expect(screen.getByText(/^layout:/)).toBeInTheDocument();
  });

  it('the 404 page without a token has no layout', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByText('screen:not-found')).toBeInTheDocument();
    expect(screen.queryByText(/^layout:/)).not.toBeInTheDocument();
  });

  it('a default password sends every route to the forced change-password screen', async () => {
    serveSession({ ...learner, defaultPassword: true });
    const app = renderAt('/index/notices', { auth: { ...loggedIn.auth, defaultPassword: true } });
    expect(await screen.findByText('screen:modify-pwd:forced')).toBeInTheDocument();
    expect(app.path()).toBe('/my/change-pwd');
    await act(() => app.router.navigate('/index/home'));
    expect(app.path()).toBe('/my/change-pwd');
  });

  it('appId 1 leaves for the site root', async () => {
    serveSession({ ...learner, appId: 1 });
    const assign = jest.spyOn(pageLocation, 'assign').mockImplementation(() => undefined);
    renderAt('/index/home', withApp(1));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(screen.queryByText('screen:home')).not.toBeInTheDocument();
    assign.mockRestore();
  });

  it('appId 5 is sent home from learning-the-way; appId 6 may open it', async () => {
    serveSession({ ...learner, appId: 5 });
    const cadre = renderAt('/index/learning-the-way', withApp(5));
    expect(await screen.findByText('screen:home')).toBeInTheDocument();
    expect(cadre.path()).toBe('/index/home');
  });

  it('专题培训 shows a cadre the cadre specials, a learner the topics', async () => {
    serveSession({ ...learner, appId: 5 });
    renderAt('/index/special-training', withApp(5));
    expect(await screen.findByText('screen:cadre-specials')).toBeInTheDocument();
    cleanup();
    serveSession();
    renderAt('/index/special-training', loggedIn);
    expect(await screen.findByText('screen:topics')).toBeInTheDocument();
  });

  it('right-click is blocked on VideoDetails only', async () => {
    serveSession();
    const app = renderAt('/index/videodetails/1/2', loggedIn);
    expect(await screen.findByText('screen:video-details')).toBeInTheDocument();
    const rightClick = () => !document.body.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true }));
    expect(rightClick()).toBe(true);
    await waitFor(() => expect(document.title).toBe('课程视频 - 智慧党建培训平台'));
    await act(() => app.router.navigate('/index/home'));
    expect(await screen.findByText('screen:home')).toBeInTheDocument();
    expect(rightClick()).toBe(false);
  });

  it('without a token neither user info nor settings is fetched (spec §4): the settings stay empty on /login', async () => {
    const calls = serveSession();
    const app = renderAt('/login');
    expect(await screen.findByText('screen:login')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    expect(app.store.getState().settings).toMatchObject({ base: null, video: null, hasValue: false });
  });

  it('renders /login outside Chakra UI and the other screens inside the lazily loaded provider', async () => {
    renderAt('/login');
    expect(await screen.findByText('screen:login')).toHaveAttribute('data-chakra', 'no');
  });

  it.each([
    ['/index/home', 'screen:home', loggedIn],
    ['/no/such/page', 'screen:not-found', {}],
  ])('%s renders inside the Chakra provider', async (path, text, state) => {
    serveSession();
    renderAt(path, state);
    expect(await screen.findByText(text)).toHaveAttribute('data-chakra', 'yes');
  });

  it('a screen whose style sheet fails shows the error panel with the spec error, inside the layout', async () => {
    serveSession();
    renderAt('/index/noticesDetails/7', loggedIn);
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('页面加载失败');
    expect(panel).toHaveTextContent('Unable to preload CSS for /training2/assets/72.abc.css');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    expect(screen.getByText(/^layout:/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('公告详情 - 智慧党建培训平台'));
  });

  it('the error panel also replaces a screen reached by navigation, and the app goes on afterwards', async () => {
    serveSession();
    const app = renderAt('/index/home', loggedIn);
    expect(await screen.findByText('screen:home')).toBeInTheDocument();
    await act(() => app.router.navigate('/index/noticesDetails/7'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to preload CSS for /training2/assets/72.abc.css');
    expect(screen.getByText(/^layout:/)).toBeInTheDocument();
    await act(() => app.router.navigate('/index/notices'));
    expect(await screen.findByText('screen:notices')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
