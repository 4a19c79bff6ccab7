import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeItem } from '@contract/cms';
import { mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import NoticeListPage from './NoticeListPage';

const notice = (id: number, extra: Partial<NoticeItem> = {}): NoticeItem => ({
  id,
  title: `关于开展第${id}期入党积极分子培训的通知`,
  summary: '请各党支部做好组织工作。',
  publisher: '校党委组织部',
  isTop: false,
  viewCount: 10 * id,
  publishedAt: '2026-03-02T08:00:00.000Z',
  ...extra,
});

const page = (list: NoticeItem[], total = list.length, pageNum = 1) => ({ list, total, pageNum, pageSize: 10 });

const show = (url = '/index/notices') => renderScreen(<NoticeListPage />, { path: '/index/notices', url, user: loginResult() });

// Typing through user-event into Chakra fields is slow when the whole suite runs in parallel.

describe('NoticeListPage', () => {
  it('shows skeletons while loading, then the notices with the pinned mark and total', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      mockEndpoint('cms', 'noticeList', async () => {
        await answered;
        return page([notice(1, { isTop: true }), notice(2)], 23);
      }),
    );
    show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    answer();
    expect(await screen.findByText('关于开展第1期入党积极分子培训的通知')).toBeInTheDocument();
    expect(screen.getByText('置顶')).toBeInTheDocument();
    expect(screen.getByText('共 23 条')).toBeInTheDocument();
    expect(screen.getByText('第 1 / 3 页')).toBeInTheDocument();
    expect(screen.queryByTestId('list-loading')).not.toBeInTheDocument();
  });

  it('says so when there is nothing', async () => {
    server.use(mockEndpoint('cms', 'noticeList', page([])));
    show();
    expect(await screen.findByText('暂无通知公告')).toBeInTheDocument();
  });

  it('shows the error with 重试, and 重试 loads again', async () => {
    let calls = 0;
    server.use(
      mockEndpoint('cms', 'noticeList', () => {
        calls += 1;
        return calls === 1 ? networkError() : page([notice(7)]);
      }),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('关于开展第7期入党积极分子培训的通知')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('searches by keyword and pages, sending both to the server', async () => {
    const bodies: string[] = [];
    server.use(
      mockEndpoint('cms', 'noticeList', async (_body, request) => {
        bodies.push(await request.text());
        return page([notice(1)], 15);
      }),
    );
    const user = userEvent.setup();
    show();
    await screen.findByText('共 15 条');
    await user.type(screen.getByLabelText('关键词'), '培训');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(bodies.some((b) => b.includes('培训'))).toBe(true));
    await user.click(await screen.findByRole('button', { name: '下一页' }));
    await waitFor(() => expect(bodies.some((b) => b.includes('"pageNum":2'))).toBe(true));
  });

  it('a page beyond the last (?page=99 of 24 notices) goes to the last page, with the pager', async () => {
    const asked: number[] = [];
    server.use(
      mockEndpoint('cms', 'noticeList', (body) => {
        asked.push(body.pageNum);
        return body.pageNum <= 3 ? page([notice(20 + body.pageNum)], 24, body.pageNum) : page([], 24, body.pageNum);
      }),
    );
    const { router } = show('/index/notices?keyword=%E5%9F%B9%E8%AE%AD&page=99');
    expect(await screen.findByText('第 3 / 3 页')).toBeInTheDocument();
    expect(screen.getByText('关于开展第23期入党积极分子培训的通知')).toBeInTheDocument();
    expect(screen.queryByText(/暂无通知公告|没有找到/)).toBeNull();
    expect(router.state.location.search).toBe('?keyword=%E5%9F%B9%E8%AE%AD&page=3');
    expect(asked).toEqual([99, 3]);
  });

  it('with no notices at all any page says there is nothing', async () => {
    server.use(mockEndpoint('cms', 'noticeList', page([], 0, 5)));
    show('/index/notices?page=5');
    expect(await screen.findByText('暂无通知公告')).toBeInTheDocument();
  });
});
