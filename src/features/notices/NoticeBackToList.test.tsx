import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { NoticeDetail, NoticeItem } from '@contract/cms';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import NoticeDetailPage from './NoticeDetailPage';
import NoticeListPage from './NoticeListPage';

const notice = (id: number): NoticeItem => ({
  id,
  title: `关于开展第${id}期入党积极分子培训的通知`,
  summary: '',
  publisher: '校党委组织部',
  isTop: false,
  viewCount: 10,
  publishedAt: '2026-03-02T08:00:00.000Z',
});
const detail = (id: number): NoticeDetail => ({
  ...notice(id),
  content: '<p>现将有关事项通知如下。</p>',
  prev: { id: id + 1, title: '上一则通知' },
  next: null,
});

const show = (url: string) =>
  renderScreen(
    <Routes>
      <Route path="notices" element={<NoticeListPage />} />
      <Route path="noticesDetails/:id" element={<NoticeDetailPage />} />
    </Routes>,
    { path: '/index/*', url, user: loginResult() },
  );

describe('通知公告 返回列表', () => {
  it('goes back to the page and keyword the notice was opened from (it went to page 1 without the search)', async () => {
    const lists: unknown[] = [];
    server.use(
      mockEndpoint('cms', 'noticeList', (body) => {
        lists.push(body);
        return { list: [notice(10 + body.pageNum)], total: 25, pageNum: body.pageNum, pageSize: 10 };
      }),
      mockEndpoint('cms', 'noticeDetail', (body) => detail(body.id)),
    );
    const user = userEvent.setup();
    const { router } = show('/index/notices?keyword=%E5%9F%B9%E8%AE%AD&page=2');
    const link = await screen.findByRole('link', { name: '关于开展第12期入党积极分子培训的通知' });
    expect(link).toHaveAttribute('href', '/index/noticesDetails/12?keyword=%E5%9F%B9%E8%AE%AD&page=2');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: '关于开展第12期入党积极分子培训的通知' })).toBeInTheDocument();
    // 上一篇 / 下一篇 keep the list it came from
    expect(screen.getByRole('link', { name: '上一则通知' })).toHaveAttribute(
      'href',
      '/index/noticesDetails/13?keyword=%E5%9F%B9%E8%AE%AD&page=2',
    );
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    expect(await screen.findByText('第 2 / 3 页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/index/notices');
    expect(router.state.location.search).toBe('?keyword=%E5%9F%B9%E8%AE%AD&page=2');
    expect(screen.getByLabelText('关键词')).toHaveValue('培训');
    expect(lists.at(-1)).toEqual({ pageNum: 2, pageSize: 10, keyword: '培训' });
  });

  it('page 1 without a search: plain links, and 返回列表 to the plain list', async () => {
    server.use(
      mockEndpoint('cms', 'noticeList', { list: [notice(3)], total: 1, pageNum: 1, pageSize: 10 }),
      mockEndpoint('cms', 'noticeDetail', (body) => detail(body.id)),
    );
    const user = userEvent.setup();
    const { router } = show('/index/notices');
    const link = await screen.findByRole('link', { name: '关于开展第3期入党积极分子培训的通知' });
    expect(link).toHaveAttribute('href', '/index/noticesDetails/3');
    await user.click(link);
    await screen.findByRole('heading', { name: '关于开展第3期入党积极分子培训的通知' });
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/index/notices');
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    expect(await screen.findByText('共 1 条')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
