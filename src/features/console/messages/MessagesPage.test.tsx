import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SentMessage } from '@contract/notify';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import MessagesPage from './MessagesPage';

const sent = (over: Partial<SentMessage>): SentMessage => ({
  id: 1,
  kind: 'notice',
  title: '关于开展秋季学期党课学习的通知',
  sentAt: '2026-11-20T02:00:00.000Z',
  dueAt: null,
  actionPath: '',
  recipients: 40,
  read: 10,
  ...over,
});

const show = (url = '/admin/messages') => renderScreen(<MessagesPage />, { path: '/admin/messages', url, user: loginResult() });

describe('the console message list', () => {
  it('lists what was sent: kind, title, Beijing times, recipients and 已读 n/m with a bar', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('notify', 'sent', (body) => {
        asked.push(body);
        return {
          list: [
            sent({
              id: 7,
              kind: 'todo',
              title: '期末考试',
              sentAt: '2026-12-01T16:30:00.000Z',
              dueAt: '2026-12-20T10:00:00.000Z',
              recipients: 3,
              read: 3,
            }),
            sent({}),
          ],
          total: 12,
          pageNum: 2,
          pageSize: 10,
        };
      }),
    );
    show('/admin/messages?page=2');
    const rows = await screen.findAllByTestId('sent-row');
    expect(asked).toEqual([{ pageNum: 2, pageSize: 10 }]);
    expect(rows).toHaveLength(2);
    const todo = within(rows[0]);
    expect(todo.getByText('待办')).toBeInTheDocument();
    expect(todo.getByText('发送于 2026-12-02 00:30')).toBeInTheDocument();
    expect(todo.getByText('截止 2026-12-20 18:00')).toBeInTheDocument();
    expect(todo.getByText('3 人')).toBeInTheDocument();
    expect(todo.getByRole('progressbar', { name: '已读 3/3' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(rows[1]).getByText('通知')).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/^截止/)).toBeNull();
    expect(within(rows[1]).getByRole('progressbar', { name: '已读 10/40' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('共 12 条')).toBeInTheDocument();
    expect(screen.getByText('第 2 / 2 页')).toBeInTheDocument();
  });

  it('opens the readers of a message and the form from the list', async () => {
    server.use(mockEndpoint('notify', 'sent', { list: [sent({ id: 7, title: '期末考试' })], total: 1, pageNum: 1, pageSize: 10 }));
    const user = userEvent.setup();
    const { router } = show();
    await user.click(await screen.findByRole('link', { name: '期末考试 阅读情况' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/messages/7');
    expect(router.state.location.state).toEqual({ title: '期末考试', recipients: 40, read: 10 });
    await router.navigate('/admin/messages');
    await user.click(await screen.findByRole('link', { name: '发消息' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/messages/new');
  });

  it('says so when nothing was sent yet', async () => {
    server.use(mockEndpoint('notify', 'sent', { list: [], total: 0, pageNum: 1, pageSize: 10 }));
    show();
    expect(await screen.findByText('你还没有发出过消息')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '发消息' })).toBeInTheDocument();
  });

  it('shows skeletons while loading, then a failure with 重试 that loads again', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockEndpoint('notify', 'sent', async () => {
        calls += 1;
        if (calls === 1) {
          await held;
          return networkError();
        }
        return { list: [sent({ title: '第二次加载' })], total: 1, pageNum: 1, pageSize: 10 };
      }),
    );
    const user = userEvent.setup();
    show();
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
    release();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第二次加载')).toBeInTheDocument();
  });

  it("shows the server's refusal (an account without a grant)", async () => {
    server.use(mockEndpoint('notify', 'sent', () => failure(10002, '您没有管理权限')));
    show();
    expect(await screen.findByText('您没有管理权限')).toBeInTheDocument();
  });
});
