import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MessageCounts, MessageDetail, MessageItem, MessagePage } from '@contract/centerMessages';
import { useUnreadCounts } from '@/components/messages/unread';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import MessageDetailPage from './MessageDetailPage';
import NoticesPage from './NoticesPage';
import TodosPage from './TodosPage';

jest.setTimeout(20_000);

const PAST = '2020-01-10T02:00:00.000Z';
const FUTURE = '2099-12-31T15:59:00.000Z';

const message = (over: Partial<MessageItem>): MessageItem => ({
  id: 1,
  kind: 'notice',
  title: '关于开展秋季学期党课学习的通知',
  summary: '各党支部：本学期党课……',
  sender: '校党校',
  sentAt: '2026-11-20T02:00:00.000Z',
  read: false,
  dueAt: null,
  actionPath: '',
  actionText: '',
  done: false,
  overdue: false,
  ...over,
});
const todo = (over: Partial<MessageItem>): MessageItem =>
  message({
    kind: 'todo',
    title: '集中培训报名',
    sender: '计算机学院党委',
    dueAt: FUTURE,
    actionPath: '/index/train-activity',
    actionText: '去报名',
    ...over,
  });

const countsOf = (list: MessageItem[]): MessageCounts => {
  const unreadNotices = list.filter((m) => !m.read && m.kind === 'notice').length;
  const unreadTodos = list.filter((m) => !m.read && m.kind === 'todo').length;
  return { unread: unreadNotices + unreadTodos, unreadNotices, unreadTodos };
};

/** A small server: the messages in `list`, unread first, filtered as asked; reading changes them. */
function serveMessages(list: MessageItem[]) {
  const sent: { lists: unknown[]; readAll: unknown[]; readSingle: unknown[] } = { lists: [], readAll: [], readSingle: [] };
  const page = (body: { pageNum: number; pageSize: number; kind?: string; filter?: string }): MessagePage => {
    const shown = list
      .filter((m) => !body.kind || m.kind === body.kind)
      .filter((m) => (body.filter === 'unread' ? !m.read : body.filter === 'read' ? m.read : true))
      .sort((a, b) => Number(a.read) - Number(b.read));
    return {
      list: shown.slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize),
      total: shown.length,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      counts: countsOf(list),
    };
  };
  server.use(
    mockEndpoint('center', 'myMessages', (body) => {
      sent.lists.push(body);
      return page(body);
    }),
    mockEndpoint('center', 'setReadAll', (body) => {
      sent.readAll.push(body);
      list.forEach((m) => {
        if (!body.kind || m.kind === body.kind) m.read = true;
      });
      return countsOf(list);
    }),
    mockEndpoint('center', 'setReadSingle', (body) => {
      sent.readSingle.push(body);
      list.forEach((m) => {
        if (m.id === body.messageId) m.read = true;
      });
      return countsOf(list);
    }),
  );
  return sent;
}

/** What the header's badge would say, beside the screen. */
function UnreadProbe() {
  const counts = useUnreadCounts();
  return <output data-testid="unread">{counts ? counts.unread : 'none'}</output>;
}

describe('我的消息', () => {
  const show = (url = '/personal-space/notice/index') =>
    renderScreen(<NoticesPage />, { path: '/personal-space/notice/index', url, user: loginResult() });

  it('lists unread first with a dot and a bold title; 全部标为已读 reads them all and is then off', async () => {
    const sent = serveMessages([
      message({ id: 1, title: '已读的通知', read: true, sentAt: '2026-11-25T02:00:00.000Z' }),
      message({ id: 2, title: '未读的通知' }),
      todo({ id: 3, title: '集中培训报名' }),
    ]);
    show();
    const rows = await screen.findAllByTestId('message-row');
    expect(rows.map((r) => r.getAttribute('data-read'))).toEqual(['false', 'false', 'true']);
    expect(within(rows[0]).getByRole('link', { name: '未读 未读的通知' })).toHaveAttribute('href', '/personal-space/notice/detail?id=2');
    expect(within(rows[0]).getByText('未读的通知')).toHaveStyle({ fontWeight: 'var(--chakra-font-weights-bold)' });
    expect(rows[0]).toHaveTextContent('发送：校党校');
    expect(rows[0]).toHaveTextContent('2026-11-20');
    expect(within(rows[0]).getByText('通知')).toBeInTheDocument();
    expect(within(rows[1]).getByText('待办')).toBeInTheDocument();
    expect(within(rows[2]).getByRole('link', { name: '已读的通知' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '未读 2' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('message-row').map((r) => r.getAttribute('data-read'))).toEqual(['true', 'true', 'true']),
    );
    expect(sent.readAll).toEqual([{}]);
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '未读' })).toBeInTheDocument();
  });

  it('the 未读 tab and the kind filter ask the server for those; nothing unread says so', async () => {
    const sent = serveMessages([message({ id: 1, read: true }), todo({ id: 3, read: true })]);
    show();
    expect(await screen.findAllByTestId('message-row')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '全部标为已读' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '未读' }));
    expect(await screen.findByText('没有未读消息')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '待办' }));
    await waitFor(() => expect(sent.lists.at(-1)).toEqual({ pageNum: 1, pageSize: 10, filter: 'unread', kind: 'todo' }));
  });

  it('shows 暂无消息 for no messages, the server’s words when the list is refused (no 重试), and 重试 when the network fails', async () => {
    serveMessages([]);
    show();
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
    server.use(mockEndpoint('center', 'myMessages', () => failure(10002, '页码不正确')));
    show('/personal-space/notice/index?page=2');
    expect(await screen.findByText('页码不正确')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    server.use(mockEndpoint('center', 'myMessages', () => networkError()));
    show('/personal-space/notice/index?page=3');
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('消息详情', () => {
  const detail = (over: Partial<MessageDetail> = {}): MessageDetail => ({
    ...message({ id: 7, title: '关于开展秋季学期党课学习的通知' }),
    body: '<img src=x onerror=alert(1)>第一段\n第一段第二行\n\n第二段',
    readAt: null,
    ...over,
  });
  const show = (url: string) =>
    renderScreen(
      <>
        <MessageDetailPage />
        <UnreadProbe />
      </>,
      { path: '/personal-space/notice/detail', url, user: loginResult() },
    );

  it('shows the text as text in paragraphs, never as markup; opening it refreshes the unread count', async () => {
    const list = [message({ id: 7 }), message({ id: 8 })];
    serveMessages(list);
    let opened = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      mockEndpoint('center', 'messageDetail', async (body) => {
        opened += 1;
        await held;
        list.forEach((m) => {
          if (m.id === body.messageId) m.read = true;
        });
        return detail({ read: true });
      }),
    );
    show('/personal-space/notice/detail?id=7');
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('2'));
    release();
    const body = await screen.findByTestId('message-body');
    expect(body).toHaveTextContent('<img src=x onerror=alert(1)>第一段');
    expect(body.querySelector('img')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(within(body).getAllByText(/段/)).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('关于开展秋季学期党课学习的通知');
    expect(screen.getByText('发送：校党校')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/personal-space/notice/index');
    await waitFor(() => expect(screen.getByTestId('unread')).toHaveTextContent('1'));
    await new Promise((r) => setTimeout(r, 50));
    expect(opened).toBe(1);
  });

  it('a to-do shows its due time and the button to its screen', async () => {
    serveMessages([]);
    server.use(
      mockEndpoint('center', 'messageDetail', () => ({
        ...detail(),
        ...todo({ id: 7, dueAt: PAST }),
        body: '请于截止前报名。',
        readAt: null,
      })),
    );
    show('/personal-space/notice/detail?id=7');
    expect(await screen.findByRole('link', { name: '去报名' })).toHaveAttribute('href', '/index/train-activity');
    expect(screen.getByTestId('message-due')).toHaveTextContent('已逾期');
  });

  it('a message that is not the learner’s answers 消息不存在, with the way back; no id asks nothing', async () => {
    serveMessages([]);
    server.use(mockEndpoint('center', 'messageDetail', () => failure(10002, '消息不存在')));
    const first = show('/personal-space/notice/detail?id=99');
    expect(await screen.findByText('消息不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回' })).toHaveAttribute('href', '/personal-space/notice/index');
    first.unmount();
    show('/personal-space/notice/detail');
    expect(await screen.findByText('消息不存在')).toBeInTheDocument();
  });
});

describe('待办消息', () => {
  const show = () => renderScreen(<TodosPage />, { path: '/personal-space/messages/index', user: loginResult() });

  it('lists the to-dos unread first with due times, overdue in red; the action marks it read and goes there', async () => {
    const sent = serveMessages([
      todo({ id: 3, title: '提交思想汇报', read: true, actionPath: '/index/my/homework', actionText: '去提交', done: true }),
      todo({ id: 4, title: '集中培训报名', dueAt: PAST }),
      message({ id: 5, title: '一条通知' }),
    ]);
    show();
    const rows = await screen.findAllByTestId('todo-row');
    expect(rows).toHaveLength(2);
    expect(sent.lists[0]).toEqual({ pageNum: 1, pageSize: 10, kind: 'todo' });
    expect(rows[0]).toHaveTextContent('集中培训报名');
    expect(within(rows[0]).getByTestId('message-due')).toHaveTextContent('已逾期');
    expect(within(rows[0]).getByTestId('message-due')).toHaveAttribute('data-overdue', 'true');
    // done: no due line to worry about
    expect(within(rows[1]).queryByTestId('message-due')).toBeNull();
    expect(within(rows[0]).getByRole('link', { name: '查看详情：集中培训报名' })).toHaveAttribute(
      'href',
      '/personal-space/notice/detail?id=4',
    );

    expect(within(rows[0]).getByTestId('todo-state')).toHaveTextContent('待办理');
    expect(within(rows[1]).getByTestId('todo-state')).toHaveTextContent('已完成');
    fireEvent.click(within(rows[0]).getByRole('button', { name: '去报名' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/index/train-activity');
    expect(sent.readSingle).toEqual([{ messageId: 4 }]);
  });
});
