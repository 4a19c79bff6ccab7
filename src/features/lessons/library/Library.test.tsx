import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, NewsDetail, NewsItem } from '@contract/cms';
import type { ReadingDetail } from '@contract/lessonReading';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { lessonItem } from '@/test/lessons';
import LearnArticlePage from './LearnArticlePage';
import LearnColumnPage from './LearnColumnPage';
import LearnColumnsPage from './LearnColumnsPage';
import OnlineCoursePage from './OnlineCoursePage';
import OnlineCourseTagPage from './OnlineCourseTagPage';
import ReadingDetailPage from './ReadingDetailPage';

const tags = [
  { id: 3, name: '党史学习', lessonCount: 14 },
  { id: 4, name: '党章党规', lessonCount: 5 },
];
const page = <T,>(list: T[], total = list.length, pageNum = 1, pageSize = 12) => ({ list, total, pageNum, pageSize });
/** An answer that never comes: the screen stays loading. */
const never = () => new Promise<never>(() => {});
const user = loginResult();

describe('网络课程 (the library)', () => {
  const show = () => renderScreen(<OnlineCoursePage />, { path: '/index/online-course', user });

  it('shows the tags with their lesson counts, leading to the library lists', async () => {
    server.use(mockEndpoint('lesson', 'tags', tags));
    show();
    expect(await screen.findByRole('link', { name: /党史学习/ })).toHaveAttribute('href', '/index/online-course/3');
    expect(screen.getByText('14 门课程')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /学习专栏/ })).toHaveAttribute('href', '/index/online-course/learn');
  });

  it('searches the chosen tag, the keyword in the address', async () => {
    server.use(mockEndpoint('lesson', 'tags', tags));
    const app = show();
    const u = userEvent.setup();
    await u.selectOptions(await screen.findByRole('combobox', { name: '搜索分类' }), '4');
    await u.type(screen.getByRole('textbox', { name: '课程标题' }), ' 条例 {Enter}');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/index/online-course/4'));
    expect(new URLSearchParams(app.router.state.location.search).get('keyword')).toBe('条例');
  });

  it('searches every tag by default: the results come under the search, the keyword in the address', async () => {
    const bodies: object[] = [];
    server.use(
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint('lesson', 'tagList', (body) => (bodies.push(body), page([lessonItem(1), lessonItem(2)], 2, body.pageNum))),
    );
    const app = show();
    expect(await screen.findByRole('combobox', { name: '搜索分类' })).toHaveValue('');
    await userEvent.setup().type(screen.getByRole('textbox', { name: '课程标题' }), '廉洁{Enter}');
    await waitFor(() => expect(app.router.state.location.search).toBe('?keyword=%E5%BB%89%E6%B4%81'));
    expect(app.router.state.location.pathname).toBe('/index/online-course');
    expect(await screen.findByTestId('library-found')).toHaveTextContent('全部分类中标题包含“廉洁”的课程共 2 门');
    expect(screen.getByText('第1课 中国共产党的光辉历程')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 12, keyword: '廉洁' });
  });

  it('moves a search page past the end (?keyword=党&page=5 of 12 results) to the last page, keeping the keyword', async () => {
    const asked: number[] = [];
    const twelve = Array.from({ length: 12 }, (_, i) => lessonItem(i + 1));
    server.use(
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint('lesson', 'tagList', (body) => (asked.push(body.pageNum), page(body.pageNum === 1 ? twelve : [], 12, body.pageNum))),
    );
    const app = renderScreen(<OnlineCoursePage />, {
      path: '/index/online-course',
      url: '/index/online-course?keyword=%E5%85%9A&page=5',
      user,
    });
    expect(await screen.findByText('第12课 中国共产党的光辉历程')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?keyword=%E5%85%9A');
    expect(screen.getByTestId('library-found')).toHaveTextContent('全部分类中标题包含“党”的课程共 12 门');
    expect(screen.queryByText('没有找到标题包含“党”的课程')).not.toBeInTheDocument();
    expect(asked).toEqual([5, 1]);
  });

  it('shows loading, then an error with 重试, then empty', async () => {
    let calls = 0;
    server.use(mockEndpoint('lesson', 'tags', () => (++calls === 1 ? networkError() : [])));
    show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无课程分类')).toBeInTheDocument();
  });
});

describe("a library tag's lessons", () => {
  const show = (url = '/index/online-course/3') =>
    renderScreen(<OnlineCourseTagPage />, { path: '/index/online-course/:lessonTagId', url, user });

  it('lists the lessons with tabs of the library and pages through the address', async () => {
    const bodies: object[] = [];
    server.use(
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint('lesson', 'tagList', (body) => (bodies.push(body), page([lessonItem(1), lessonItem(2)], 30, body.pageNum))),
    );
    const app = show();
    expect(await screen.findByText('第1课 中国共产党的光辉历程')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ tagId: 3, pageNum: 1, pageSize: 12 });
    expect(await screen.findByRole('link', { name: /党章党规/ })).toHaveAttribute('href', '/index/online-course/4');
    await userEvent.setup().click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ pageNum: 2 }));
  });

  it('searches by title: the keyword goes to the server and into the address, page back to 1', async () => {
    const bodies: Array<{ keyword?: string; pageNum: number }> = [];
    server.use(
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint(
        'lesson',
        'tagList',
        (body) => (
          bodies.push(body),
          page(body.keyword ? [lessonItem(7, { title: '红船精神与建党伟业' })] : [lessonItem(1)], body.keyword ? 1 : 30, body.pageNum)
        ),
      ),
    );
    const app = show('/index/online-course/3?page=2');
    const u = userEvent.setup();
    await u.type(await screen.findByRole('textbox', { name: '课程标题' }), '红船');
    await u.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('红船精神与建党伟业')).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({ tagId: 3, pageNum: 1, pageSize: 12, keyword: '红船' });
    expect(app.router.state.location.search).toBe(`?keyword=${encodeURIComponent('红船')}`);
    expect(screen.getByText('标题包含“红船”的课程共 1 门')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '清除' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: '课程标题' })).toHaveValue('');
  });

  it('keeps the keyword of the address (refresh, Back) in the box and the request', async () => {
    const bodies: object[] = [];
    server.use(
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint('lesson', 'tagList', (body) => (bodies.push(body), page([]))),
    );
    show(`/index/online-course/3?keyword=${encodeURIComponent('不存在%_')}`);
    expect(await screen.findByText('没有找到标题包含“不存在%_”的课程')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '课程标题' })).toHaveValue('不存在%_');
    expect(bodies[0]).toMatchObject({ keyword: '不存在%_' });
  });

  it.each(['/index/online-course/abc', '/index/online-course/2.5'])(
    "%s names no tag: the server's words for a missing one (课程分类不存在), without asking it",
    async (url) => {
      let asked = false;
      server.use(
        mockEndpoint('lesson', 'tags', tags),
        mockEndpoint('lesson', 'tagList', () => ((asked = true), page([]))),
      );
      show(url);
      expect(await screen.findByText('课程分类不存在')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回网络课程' })).toHaveAttribute('href', '/index/online-course');
      expect(asked).toBe(false);
    },
  );

  it('shows loading, an empty tag, and the error of an unknown tag', async () => {
    server.use(mockEndpoint('lesson', 'tags', tags), mockEndpoint('lesson', 'tagList', never));
    show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    server.use(mockEndpoint('lesson', 'tagList', page([])));
    show('/index/online-course/4');
    expect(await screen.findByText('该分类下暂无课程')).toBeInTheDocument();
    server.use(mockEndpoint('lesson', 'tagList', () => failure(10002, '课程分类不存在')));
    show('/index/online-course/99');
    expect(await screen.findByText('课程分类不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回网络课程' })).toHaveAttribute('href', '/index/online-course');
  });
});

const root: Category = { id: 20, parentId: 0, name: '学习专栏' };
const columns: Category[] = [
  { id: 21, parentId: 20, name: '理论微课堂' },
  { id: 22, parentId: 20, name: '党史故事汇' },
];
const news = (id: number, extra: Partial<NewsItem> = {}): NewsItem => ({
  id,
  categoryId: 21,
  categoryName: '理论微课堂',
  title: `推荐阅读第${id}篇`,
  summary: `第${id}篇的摘要`,
  coverUrl: `/uploads/demo/c${id}.svg`,
  source: '党校教研室',
  viewCount: 10,
  publishedAt: '2026-09-03T02:00:00.000Z',
  ...extra,
});
const serveColumns = (top: Category[] = [{ id: 1, parentId: 0, name: '党建要闻' }, root]) =>
  server.use(
    mockEndpoint('cms', 'categoryChildren', (body) => (body.parentId ? columns.filter((c) => c.parentId === body.parentId) : top)),
  );

describe('学习专栏', () => {
  const show = () => renderScreen(<LearnColumnsPage />, { path: '/index/online-course/learn', user });

  it('shows the columns under 学习专栏 as cards with their count and newest articles', async () => {
    serveColumns();
    server.use(
      mockEndpoint('cms', 'newList', (body) =>
        page(body.categoryId === 21 ? [news(1), news(2)] : [], body.categoryId === 21 ? 5 : 0, 1, 3),
      ),
    );
    show();
    expect(await screen.findByRole('link', { name: '理论微课堂' })).toHaveAttribute('href', '/index/online-course/learn/21');
    expect(screen.getByRole('link', { name: '党史故事汇' })).toHaveAttribute('href', '/index/online-course/learn/22');
    expect(await screen.findByText('5 篇推荐阅读')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /推荐阅读第2篇/ })).toHaveAttribute('href', '/index/online-course/learn/21/2');
    expect(screen.queryByText('党建要闻')).not.toBeInTheDocument();
  });

  it('shows loading, no columns without 学习专栏, and an error', async () => {
    server.use(mockEndpoint('cms', 'categoryChildren', never));
    show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    serveColumns([{ id: 1, parentId: 0, name: '党建要闻' }]);
    show();
    expect(await screen.findByText('暂无学习专栏')).toBeInTheDocument();
    server.use(mockEndpoint('cms', 'categoryChildren', () => failure(10002, '栏目服务暂不可用')));
    show();
    expect(await screen.findByText('栏目服务暂不可用')).toBeInTheDocument();
  });
});

describe("a column's recommended reading", () => {
  const show = (url = '/index/online-course/learn/21') =>
    renderScreen(<LearnColumnPage />, { path: '/index/online-course/learn/:learnId', url, user });

  it('lists the articles of the column, paged through the address', async () => {
    serveColumns();
    const bodies: object[] = [];
    server.use(mockEndpoint('cms', 'newList', (body) => (bodies.push(body), page([news(1), news(2)], 12, body.pageNum, 10))));
    const app = show();
    expect(await screen.findByRole('heading', { name: '学习专栏 · 理论微课堂' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /推荐阅读第1篇/ })).toHaveAttribute('href', '/index/online-course/learn/21/1');
    expect(screen.getByText('第1篇的摘要')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ categoryId: 21, pageNum: 1, pageSize: 10 });
    await userEvent.setup().click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?page=2'));
  });

  it('moves a page past the end (?page=9 of 12 articles) to the last page', async () => {
    serveColumns();
    server.use(mockEndpoint('cms', 'newList', (body) => page(body.pageNum === 2 ? [news(11), news(12)] : [], 12, body.pageNum, 10)));
    const app = show('/index/online-course/learn/21?page=9');
    expect(await screen.findByRole('link', { name: /推荐阅读第12篇/ })).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?page=2');
    expect(screen.getByText('第 2 / 2 页')).toBeInTheDocument();
    expect(screen.queryByText('该专栏暂无文章')).not.toBeInTheDocument();
  });

  it('refuses a column that is not under 学习专栏, with the way back', async () => {
    serveColumns();
    let asked = false;
    server.use(mockEndpoint('cms', 'newList', () => ((asked = true), page([]))));
    show('/index/online-course/learn/1');
    expect(await screen.findByText('学习专栏不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回学习专栏' })).toHaveAttribute('href', '/index/online-course/learn');
    expect(asked).toBe(false);
  });

  it('shows loading, an empty column and a failed list', async () => {
    serveColumns();
    server.use(mockEndpoint('cms', 'newList', never));
    const loading = show();
    expect(await screen.findByRole('heading', { name: '学习专栏 · 理论微课堂' })).toBeInTheDocument();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    loading.unmount();
    server.use(mockEndpoint('cms', 'newList', page([])));
    const empty = show('/index/online-course/learn/22');
    expect(await screen.findByText('该专栏暂无文章')).toBeInTheDocument();
    empty.unmount();
    server.use(mockEndpoint('cms', 'newList', () => failure(10002, '栏目不存在或已删除')));
    show('/index/online-course/learn/22');
    expect(await screen.findByText('栏目不存在或已删除')).toBeInTheDocument();
  });
});

const article: NewsDetail = {
  ...news(2),
  author: '王立新',
  content: '<p>第一段正文</p><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>',
  prev: { id: 1, title: '推荐阅读第1篇' },
  next: null,
};

describe('a recommended-reading article', () => {
  beforeEach(() => serveColumns());
  const show = (url = '/index/online-course/learn/21/2') =>
    renderScreen(<LearnArticlePage />, { path: '/index/online-course/learn/:learnId/:id', url, user });

  it('asks for the article within its column and keeps the neighbours in it; the body runs no script', async () => {
    const bodies: object[] = [];
    server.use(mockEndpoint('cms', 'newDetail', (body) => (bodies.push(body), article)));
    show();
    expect(await screen.findByRole('heading', { name: '推荐阅读第2篇' })).toBeInTheDocument();
    expect(bodies[0]).toEqual({ id: 2, categoryId: 21 });
    expect(screen.getByText('第一段正文')).toBeInTheDocument();
    expect(screen.getByText('作者：王立新')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '推荐阅读第1篇' })).toHaveAttribute('href', '/index/online-course/learn/21/1');
    expect(screen.getByRole('link', { name: '返回专栏' })).toHaveAttribute('href', '/index/online-course/learn/21');
    expect(document.querySelector('.article-body script, .article-body [onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows loading, then an article of another column as an error with the way back', async () => {
    let asked = false;
    server.use(mockEndpoint('cms', 'newDetail', () => ((asked = true), never())));
    const loading = show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    // the article is asked for once the column is known to be a learning column
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    loading.unmount();
    server.use(mockEndpoint('cms', 'newDetail', () => failure(10002, '该栏目下没有这篇文章')));
    show('/index/online-course/learn/22/2');
    expect(await screen.findByText('该栏目下没有这篇文章')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '返回专栏' })[0]).toHaveAttribute('href', '/index/online-course/learn/22');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it.each([
    ['a news column that is not a learning column (/learn/1/1, 党建要闻)', '/index/online-course/learn/1/1'],
    ['a column that names nothing', '/index/online-course/learn/abc/1'],
  ])('refuses %s as the column page does, with the way back to 学习专栏, without asking for the article', async (_, url) => {
    let asked = false;
    server.use(mockEndpoint('cms', 'newDetail', () => ((asked = true), { ...article, categoryId: 1, categoryName: '党建要闻' })));
    show(url);
    expect(await screen.findByText('学习专栏不存在或已删除')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回学习专栏' })).toHaveAttribute('href', '/index/online-course/learn');
    expect(screen.queryByRole('link', { name: '返回专栏' })).not.toBeInTheDocument();
    expect(screen.queryByText(/党建要闻/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('refuses every column when there is no 学习专栏, and shows a failed list of columns with 重试', async () => {
    serveColumns([{ id: 1, parentId: 0, name: '党建要闻' }]);
    const none = show('/index/online-course/learn/21/2');
    expect(await screen.findByText('学习专栏不存在或已删除')).toBeInTheDocument();
    none.unmount();
    let fail = true;
    server.use(
      mockEndpoint('cms', 'categoryChildren', (body) =>
        fail ? networkError() : body.parentId ? columns.filter((c) => c.parentId === body.parentId) : [root],
      ),
      mockEndpoint('cms', 'newDetail', article),
    );
    show();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('link', { name: '返回学习专栏' })).toHaveAttribute('href', '/index/online-course/learn');
    fail = false;
    await userEvent.setup().click(retry);
    expect(await screen.findByRole('heading', { name: '推荐阅读第2篇' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回专栏' })).toHaveAttribute('href', '/index/online-course/learn/21');
  });

  it.each(['/index/online-course/learn/21/abc', '/index/online-course/learn/21/99999999999', '/index/online-course/learn/21/2.5'])(
    '%s says the article (not 新闻) is not found, without asking the server',
    async (url) => {
      let called = false;
      server.use(mockEndpoint('cms', 'newDetail', () => ((called = true), article)));
      show(url);
      expect(await screen.findByText('文章不存在或已删除')).toBeInTheDocument();
      expect(screen.queryByText(/新闻/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
      expect(called).toBe(false);
    },
  );
});

const reading: ReadingDetail = {
  id: 8,
  lessonId: 5,
  title: '三个历史决议说了什么',
  source: '党校教研室',
  author: '周建华',
  summary: '摘要',
  publishedAt: '2026-04-08T01:00:00.000Z',
  lessonTitle: '中国共产党的百年奋斗历程',
  tagId: 3,
  content:
    '<p>在党的历史上，党中央先后制定过三个历史决议。</p><figure><img src="/uploads/demo/illus-3.svg" alt="插图" /></figure><a href="javascript:window.__pwned = 3">点此</a>',
  prev: { id: 7, title: '前一篇阅读' },
  next: { id: 9, title: '十条历史经验的内在逻辑' },
};

describe('an extended reading', () => {
  const show = (url = '/index/readdetais/3/5/8') =>
    renderScreen(<ReadingDetailPage />, { path: '/index/readdetais/:lessonTagId/:lessonId/:id', url, user });

  it('shows the article with its lesson, picture, neighbours in the lesson and the way back', async () => {
    const bodies: object[] = [];
    server.use(mockEndpoint('lesson', 'readDetail', (body) => (bodies.push(body), reading)));
    show();
    expect(await screen.findByRole('heading', { name: reading.title })).toBeInTheDocument();
    // the lesson of the address goes along: the server answers only that lesson's reading
    expect(bodies[0]).toEqual({ id: 8, lessonId: 5 });
    expect(screen.getByText('课程：中国共产党的百年奋斗历程')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '插图' })).toHaveAttribute('src', '/uploads/demo/illus-3.svg');
    expect(screen.getByRole('link', { name: '十条历史经验的内在逻辑' })).toHaveAttribute('href', '/index/readdetais/3/5/9');
    expect(screen.getByRole('link', { name: '前一篇阅读' })).toHaveAttribute('href', '/index/readdetais/3/5/7');
    expect(screen.getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/3/5');
    expect(within(document.querySelector('.article-body') as HTMLElement).getByText('点此')).not.toHaveAttribute('href');
    expect(screen.queryByText(/浏览：/)).not.toBeInTheDocument();
  });

  it('shows loading, and an unknown reading as an error with the way back to the lesson', async () => {
    server.use(mockEndpoint('lesson', 'readDetail', never));
    show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    server.use(mockEndpoint('lesson', 'readDetail', () => failure(10002, '延伸阅读不存在或已删除')));
    show('/index/readdetais/3/5/999');
    expect(await screen.findByText('延伸阅读不存在或已删除')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '返回课程' })[0]).toHaveAttribute('href', '/index/course-learning/3/5');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it("refuses another lesson's reading (/readdetais/9/9/5 showed lesson 7's), the way back to the address's lesson", async () => {
    server.use(
      mockEndpoint('lesson', 'readDetail', (body) =>
        body.lessonId === 7 ? { ...reading, id: 5, lessonId: 7 } : failure(10002, '该课程下没有这篇延伸阅读'),
      ),
    );
    show('/index/readdetais/9/9/5');
    expect(await screen.findByText('该课程下没有这篇延伸阅读')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: reading.title })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/9/9');
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });

  it.each(['/index/readdetais/3/5/abc', '/index/readdetais/3/5/1.5', '/index/readdetais/3/abc/8', '/index/readdetais/3/5/99999999999'])(
    '%s never reaches the server and says the reading is not found',
    async (url) => {
      let called = false;
      server.use(mockEndpoint('lesson', 'readDetail', () => ((called = true), reading)));
      show(url);
      expect(await screen.findByText('延伸阅读不存在或已删除')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
      expect(called).toBe(false);
    },
  );
});
