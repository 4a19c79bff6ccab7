import { screen, waitFor, within } from '@testing-library/react';
import type { MessageCounts } from '@contract/centerMessages';
import { CenterApi } from '@/api/center';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { AppHeader } from './AppHeader';

// the header's user menu asks whether the account holds an organiser grant: a learner holds none
beforeEach(() => server.use(mockEndpoint('organiser', 'me', { grants: [] })));

const counts = (unread: number): MessageCounts => ({ unread, unreadNotices: unread, unreadTodos: 0 });
const serveCount = (unread: () => number) =>
  server.use(
    mockEndpoint('center', 'myMessages', (body) => ({
      list: [],
      total: unread(),
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      counts: counts(unread()),
    })),
  );

const show = (loggedIn = true) =>
  renderScreen(<AppHeader onHelp={() => undefined} />, { path: '/index/home', user: loggedIn ? loginResult() : undefined });

describe('the header’s 消息 entry', () => {
  it('shows the unread count and leads to 我的消息', async () => {
    serveCount(() => 3);
    show();
    const link = await screen.findByRole('link', { name: '消息（3 条未读）' });
    expect(link).toHaveAttribute('href', '/personal-space/notice/index');
    expect(within(link).getByTestId('unread-pill')).toHaveTextContent(/^3$/);
  });

  it('shows no count at 0, and 99+ above 99', async () => {
    serveCount(() => 0);
    const first = show();
    await waitFor(() => expect(screen.getByRole('link', { name: '消息' })).toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByTestId('unread-pill')).toBeNull();
    first.unmount();

    serveCount(() => 150);
    show();
    const link = await screen.findByRole('link', { name: '消息（150 条未读）' });
    expect(within(link).getByTestId('unread-pill')).toHaveTextContent(/^99\+$/);
  });

  it('a failing count leaves the entry without a count; logged out there is no entry', async () => {
    server.use(mockEndpoint('center', 'myMessages', () => failure(10002, '服务繁忙')));
    const first = show();
    expect(await screen.findByRole('link', { name: '消息' })).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 30));
    expect(screen.queryByTestId('unread-pill')).toBeNull();
    expect(screen.getByRole('button', { name: /张晓明/ })).toBeInTheDocument();
    first.unmount();

    show(false);
    expect(screen.queryByRole('link', { name: /^消息/ })).toBeNull();
  });

  it('drops without a reload once a message is opened (the server marks it read)', async () => {
    let unread = 3;
    serveCount(() => unread);
    server.use(
      mockEndpoint('center', 'messageDetail', (body) => {
        unread -= 1;
        return {
          id: body.messageId,
          kind: 'notice' as const,
          title: '通知',
          summary: '',
          sender: '校党校',
          sentAt: '2026-11-20T02:00:00.000Z',
          read: true,
          dueAt: null,
          actionPath: '',
          actionText: '',
          done: false,
          overdue: false,
          body: '正文',
          readAt: '2026-11-21T02:00:00.000Z',
        };
      }),
    );
    const { store } = show();
    expect(await screen.findByRole('link', { name: '消息（3 条未读）' })).toBeInTheDocument();
    // what the detail screen does when it opens
    void store.dispatch(CenterApi.endpoints.messageDetail.initiate({ messageId: 7 }));
    expect(await screen.findByRole('link', { name: '消息（2 条未读）' })).toBeInTheDocument();
  });
});
