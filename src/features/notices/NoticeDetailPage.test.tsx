import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NoticeDetail } from '@contract/cms';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import NoticeDetailPage from './NoticeDetailPage';

const detail: NoticeDetail = {
  id: 7,
  title: '关于举办2026年秋季学期入党积极分子培训班的通知',
  summary: '',
  publisher: '党校办公室',
  isTop: true,
  viewCount: 1863,
  publishedAt: '2026-09-08T02:00:00.000Z',
  content: '<p>各学院党委（党总支）：</p><p>现将有关事项通知如下。</p>',
  prev: null,
  next: { id: 6, title: '关于开展主题党日活动的通知' },
};

const show = (id: string) =>
  renderScreen(<NoticeDetailPage />, { path: '/index/noticesDetails/:id', url: `/index/noticesDetails/${id}`, user: loginResult() });

describe('NoticeDetailPage', () => {
  it('shows the notice with its publisher, weekday and neighbours', async () => {
    server.use(mockEndpoint('cms', 'noticeDetail', detail));
    show('7');
    expect(await screen.findByRole('heading', { name: detail.title })).toBeInTheDocument();
    expect(screen.getByText('现将有关事项通知如下。')).toBeInTheDocument();
    expect(screen.getByText(/星期二/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /关于开展主题党日活动的通知/ })).toBeInTheDocument();
  });

  it('a deleted notice says so and offers the way back to the list, no 重试', async () => {
    server.use(mockEndpoint('cms', 'noticeDetail', () => failure(10002, '公告不存在或已删除')));
    show('99999');
    expect(await screen.findByText('公告不存在或已删除')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: '返回列表' }));
    // renderScreen stands in for other routes with their path
    expect(await screen.findByText('/index/notices')).toBeInTheDocument();
  });

  it('opened by its address with the list’s page and keyword, 返回列表 goes back to them; without them to page 1', async () => {
    server.use(mockEndpoint('cms', 'noticeDetail', detail));
    const first = show('7?page=3&keyword=%E4%B8%BB%E9%A2%98');
    expect(await screen.findByRole('heading', { name: detail.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/index/notices?keyword=%E4%B8%BB%E9%A2%98&page=3');
    expect(screen.getByRole('link', { name: /关于开展主题党日活动的通知/ })).toHaveAttribute(
      'href',
      '/index/noticesDetails/6?keyword=%E4%B8%BB%E9%A2%98&page=3',
    );
    first.unmount();
    // as from the home page's notices: the list's first page
    show('7');
    expect(await screen.findByRole('heading', { name: detail.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/index/notices');
    expect(screen.getByRole('link', { name: /关于开展主题党日活动的通知/ })).toHaveAttribute('href', '/index/noticesDetails/6');
  });

  it('a deleted notice opened from page 2 of a search still goes back there', async () => {
    server.use(mockEndpoint('cms', 'noticeDetail', () => failure(10002, '公告不存在或已删除')));
    show('99999?page=2&keyword=%E5%9F%B9%E8%AE%AD');
    expect(await screen.findByText('公告不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/index/notices?keyword=%E5%9F%B9%E8%AE%AD&page=2');
  });

  it('an id that is not a number never reaches the server', async () => {
    let called = false;
    server.use(mockEndpoint('cms', 'noticeDetail', () => ((called = true), detail)));
    show('abc');
    // worded as the server words a missing notice, and nothing a retry could fix
    expect(await screen.findByText('公告不存在或已删除')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(called).toBe(false);
  });

  it('a hostile body is rendered without script, handlers or javascript: links', async () => {
    const content =
      '<p>正文</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script><a href="javascript:window.__pwned = 3">点此</a>';
    server.use(mockEndpoint('cms', 'noticeDetail', { ...detail, content }));
    show('7');
    expect(await screen.findByText('正文')).toBeInTheDocument();
    const body = document.querySelector('.article-body')!;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')!.getAttribute('onerror')).toBeNull();
    expect(screen.getByText('点此').getAttribute('href')).toBeNull();
  });
});
