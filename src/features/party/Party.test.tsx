import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Category, NewsDetail, NewsItem } from '@contract/cms';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import PartyArticleDetail from './PartyArticleDetail';
import PartyArticleList from './PartyArticleList';
import PartyLayout from './PartyLayout';

const TOP: Category[] = [
  { id: 1, parentId: 0, name: '党建要闻' },
  { id: 9, parentId: 0, name: '党务园地' },
];
const COLUMNS: Category[] = [
  { id: 10, parentId: 9, name: '党务学习' },
  { id: 11, parentId: 9, name: '党务知识' },
  { id: 12, parentId: 9, name: '他山之石' },
];

const item = (id: number, extra: Partial<NewsItem> = {}): NewsItem => ({
  id,
  categoryId: 10,
  categoryName: '党务学习',
  title: `党支部如何落实“三会一课”制度（${id}）`,
  summary: '“三会一课”是党支部组织生活的基本制度。',
  coverUrl: '',
  source: '党委组织部',
  viewCount: 12,
  publishedAt: '2026-03-02T08:00:00.000Z',
  ...extra,
});
const page = (list: NewsItem[], total = list.length, pageNum = 1) => ({ list, total, pageNum, pageSize: 10 });

const detail = (extra: Partial<NewsDetail> = {}): NewsDetail => ({
  ...item(5, { categoryId: 11, categoryName: '党务知识', title: '问答：党员有哪些义务？' }),
  author: '许静怡',
  content: '<p>党章规定党员必须履行八项义务。</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
  prev: null,
  next: { id: 6, title: '问答：党员享有哪些权利？' },
  ...extra,
});

/** The categories as the CMS answers them; `top` without 党务园地 to check a missing section. */
function serveColumns(top: Category[] = TOP) {
  server.use(mockEndpoint('cms', 'categoryChildren', (body) => (body.parentId === 9 ? COLUMNS : top)));
}

function show(url: string) {
  return renderScreen(
    <Routes>
      <Route element={<PartyLayout />}>
        <Route path="dwxx" element={<PartyArticleList section="study" />} />
        <Route path="dwzs" element={<PartyArticleList section="knowledge" />} />
        <Route path="tszs" element={<PartyArticleList section="others" />} />
        <Route path="detail/:id" element={<PartyArticleDetail />} />
        <Route path="dwyt" element={<p>党务研讨板块</p>} />
      </Route>
    </Routes>,
    { path: '/index/party/*', url, user: loginResult() },
  );
}

const nav = () => within(screen.getByRole('navigation', { name: '党务园地栏目' }));

// Typing through user-event into Chakra fields is slow when the whole suite runs in parallel.

describe('党务园地 lists', () => {
  it('lists the column of the route with title, summary, source, date and cover; the tabs mark it and lead to 党务研讨', async () => {
    serveColumns();
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint('cms', 'newList', (body) => {
        bodies.push(body);
        return page([item(1, { coverUrl: '/uploads/demo/party-study-1.svg' }), item(2)], 2);
      }),
    );
    show('/index/party/dwxx');
    expect(screen.getByRole('heading', { name: '党务园地' })).toBeInTheDocument();
    expect(await screen.findByText('党支部如何落实“三会一课”制度（1）')).toBeInTheDocument();
    expect(bodies).toEqual([{ categoryId: 10, pageNum: 1, pageSize: 10 }]);
    const first = screen.getByRole('link', { name: /（1）/ });
    expect(first).toHaveAttribute('href', '/index/party/detail/1?c=10');
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/demo/party-study-1.svg');
    expect(screen.getByRole('link', { name: /（2）/ }).querySelector('img')).toBeNull();
    expect(within(first).getByText('“三会一课”是党支部组织生活的基本制度。')).toBeInTheDocument();
    expect(within(first).getByText(/来源：党委组织部 · 2026-03-02/)).toBeInTheDocument();
    expect(nav().getByRole('link', { name: '党务学习' })).toHaveAttribute('aria-current', 'page');
    expect(nav().getByRole('link', { name: '党务知识' })).not.toHaveAttribute('aria-current');
    expect(nav().getByRole('link', { name: '党务研讨' })).toHaveAttribute('href', '/index/party/dwyt');
    expect(
      nav()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['党务学习', '党务知识', '他山之石', '党务研讨']);
  });

  it('searches (q) and pages (page) through the address, sending both to the server', async () => {
    serveColumns();
    const bodies: { pageNum?: number; keyword?: string; categoryId?: number }[] = [];
    server.use(
      mockEndpoint('cms', 'newList', (body) => {
        bodies.push(body);
        return page([item(1, { categoryId: 12, categoryName: '他山之石' })], 25, body.pageNum);
      }),
    );
    const user = userEvent.setup();
    const { router } = show('/index/party/tszs');
    await screen.findByText('共 25 条');
    await user.type(screen.getByLabelText('关键词'), '支部');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=%E6%94%AF%E9%83%A8'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ categoryId: 12, pageNum: 1, pageSize: 10, keyword: '支部' }));
    await user.click(await screen.findByRole('button', { name: '下一页' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('支部');
    await waitFor(() => expect(bodies.at(-1)).toEqual({ categoryId: 12, pageNum: 2, pageSize: 10, keyword: '支部' }));
    expect(nav().getByRole('link', { name: '他山之石' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens a page and a search from the address', async () => {
    serveColumns();
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint('cms', 'newList', (body) => {
        bodies.push(body);
        return page([item(3)], 13, 2);
      }),
    );
    show('/index/party/dwzs?q=%E5%85%9A%E7%AB%A0&page=2');
    expect(await screen.findByText('第 2 / 2 页')).toBeInTheDocument();
    expect(bodies).toEqual([{ categoryId: 11, pageNum: 2, pageSize: 10, keyword: '党章' }]);
    expect(screen.getByLabelText('关键词')).toHaveValue('党章');
  });

  it('moves a page past the end (?page=99 of 13 articles) to the last page, keeping the search', async () => {
    serveColumns();
    const asked: number[] = [];
    server.use(
      mockEndpoint('cms', 'newList', (body) => (asked.push(body.pageNum), page(body.pageNum === 2 ? [item(3)] : [], 13, body.pageNum))),
    );
    const { router } = show('/index/party/dwzs?q=%E5%85%9A%E7%AB%A0&page=99');
    expect(await screen.findByText('第 2 / 2 页')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('党章');
    expect(screen.queryByText(/暂无文章|没有找到/)).not.toBeInTheDocument();
    expect(asked).toEqual([99, 2]);
  });

  it('says so when a column, a search or the section has nothing', async () => {
    serveColumns();
    server.use(mockEndpoint('cms', 'newList', (body) => page([], 0, body.pageNum)));
    const first = show('/index/party/dwzs');
    expect(await screen.findByText('党务知识暂无文章')).toBeInTheDocument();
    first.unmount();
    const second = show('/index/party/dwzs?q=%E6%B2%A1%E6%9C%89');
    expect(await screen.findByText('没有找到标题包含“没有”的文章')).toBeInTheDocument();
    second.unmount();
    serveColumns([TOP[0]]);
    show('/index/party/dwxx');
    expect(await screen.findByText('党务学习栏目暂未开设')).toBeInTheDocument();
  });

  it('shows the error with 重试, and 重试 loads again', async () => {
    serveColumns();
    let calls = 0;
    server.use(
      mockEndpoint('cms', 'newList', () => {
        calls += 1;
        return calls === 1 ? networkError() : page([item(7)]);
      }),
    );
    const user = userEvent.setup();
    show('/index/party/dwxx');
    await user.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('党支部如何落实“三会一课”制度（7）')).toBeInTheDocument();
  });

  it('shows loading while the columns load, and their failure', async () => {
    server.use(mockEndpoint('cms', 'categoryChildren', () => failure(10002, '栏目服务暂不可用')));
    show('/index/party/dwxx');
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    expect(await screen.findByText('栏目服务暂不可用')).toBeInTheDocument();
  });
});

describe('党务园地 article', () => {
  it('shows title, source, author, date and the sanitised body, asked within the column of its list', async () => {
    serveColumns();
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint('cms', 'newDetail', (body) => {
        bodies.push(body);
        return detail();
      }),
    );
    show('/index/party/detail/5?c=11');
    expect(await screen.findByRole('heading', { name: '问答：党员有哪些义务？' })).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 5, categoryId: 11 }]);
    expect(screen.getByText('来源：党委组织部')).toBeInTheDocument();
    expect(screen.getByText('作者：许静怡')).toBeInTheDocument();
    expect(screen.getByText(/2026年03月02日/)).toBeInTheDocument();
    expect(screen.getByText('党章规定党员必须履行八项义务。')).toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '问答：党员享有哪些权利？' })).toHaveAttribute('href', '/index/party/detail/6?c=11');
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/index/party/dwzs');
    expect(nav().getByRole('link', { name: '党务知识' })).toHaveAttribute('aria-current', 'page');
  });

  it('返回列表 goes back to the page and search the article was opened from', async () => {
    serveColumns();
    const lists: unknown[] = [];
    server.use(
      mockEndpoint('cms', 'newList', (body) => {
        lists.push(body);
        return page([item(5, { categoryId: 11, categoryName: '党务知识', title: '问答：党员有哪些义务？' })], 25, body.pageNum);
      }),
      mockEndpoint('cms', 'newDetail', () => detail()),
    );
    const user = userEvent.setup();
    const { router } = show('/index/party/dwzs?q=%E5%85%9A%E8%B4%B9&page=3');
    const link = await screen.findByRole('link', { name: /问答：党员有哪些义务？/ });
    expect(link).toHaveAttribute('href', '/index/party/detail/5?c=11&q=%E5%85%9A%E8%B4%B9&page=3');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: '问答：党员有哪些义务？' })).toBeInTheDocument();
    // 下一篇 keeps the list it came from
    expect(screen.getByRole('link', { name: '问答：党员享有哪些权利？' })).toHaveAttribute(
      'href',
      '/index/party/detail/6?c=11&q=%E5%85%9A%E8%B4%B9&page=3',
    );
    await user.click(screen.getByRole('link', { name: '返回列表' }));
    expect(await screen.findByText('第 3 / 3 页')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/index/party/dwzs');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('党费');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('3');
    expect(screen.getByLabelText('关键词')).toHaveValue('党费');
    expect(lists.at(-1)).toEqual({ categoryId: 11, pageNum: 3, pageSize: 10, keyword: '党费' });
  });

  it('opened by its address with the list’s page and search, 返回列表 still goes back to them; page 1 without a search to the plain list', async () => {
    serveColumns();
    server.use(mockEndpoint('cms', 'newDetail', () => detail()));
    const first = show('/index/party/detail/5?c=11&page=2&q=%E4%B9%89%E5%8A%A1');
    expect(await screen.findByRole('heading', { name: '问答：党员有哪些义务？' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/index/party/dwzs?q=%E4%B9%89%E5%8A%A1&page=2');
    first.unmount();
    show('/index/party/detail/5?c=11&page=1');
    expect(await screen.findByRole('heading', { name: '问答：党员有哪些义务？' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/index/party/dwzs');
  });

  it('without a list column asks within 党务园地 and goes back to the article’s own column', async () => {
    serveColumns();
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint('cms', 'newDetail', (body) => {
        bodies.push(body);
        return detail({ categoryId: 12, categoryName: '他山之石', next: null });
      }),
    );
    show('/index/party/detail/5');
    expect(await screen.findByRole('heading', { name: '问答：党员有哪些义务？' })).toBeInTheDocument();
    expect(bodies).toEqual([{ id: 5, categoryId: 9 }]);
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/index/party/tszs');
    expect(nav().queryByRole('link', { current: 'page' })).toBeNull();
  });

  it('shows the server’s refusal with the way back, and refuses a malformed id without asking', async () => {
    serveColumns();
    let calls = 0;
    server.use(
      mockEndpoint('cms', 'newDetail', () => {
        calls += 1;
        return failure(10002, '该栏目下没有这篇文章');
      }),
    );
    const first = show('/index/party/detail/77?c=10');
    expect(await screen.findByText('该栏目下没有这篇文章')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回列表' })).toHaveAttribute('href', '/index/party/dwxx');
    // asking again gets the same refusal
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    const before = calls;
    show('/index/party/detail/abc');
    expect(await screen.findByText('文章不存在或已删除')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(calls).toBe(before);
  });
});
