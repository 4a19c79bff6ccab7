import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cadreLogin, cadreTags, pageOf } from '@/test/cadre';
import { lessonItem, videoItem } from '@/test/lessons';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { renderScreen } from '@/test/renderScreen';
import { server } from '@/test/server';
import LessonPage from './LessonPage';
import TagLessonsPage from './TagLessonsPage';

// A tag's lessons and a lesson as a cadre (appId 5) sees them on a cadre tag: from the cadre group.

describe("a cadre tag's lessons", () => {
  const show = (url = '/index/course-learning/9') =>
    renderScreen(<TagLessonsPage />, { path: '/index/course-learning/:lessonTagId', url, user: cadreLogin() });

  it('lists the lessons of the tag from cadre/lessonList, paged through the address', async () => {
    const bodies: Array<{ tagId: number; pageNum: number }> = [];
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', cadreTags),
      mockEndpoint('cadre', 'lessonList', (body) => {
        bodies.push(body);
        return pageOf([lessonItem(38, { tagId: 9, title: '《中国共产党纪律处分条例》解读', status: 2, credited: 300 })], 13, body.pageNum);
      }),
    );
    const app = show('/index/course-learning/9?page=2');
    const card = await screen.findByRole('link', { name: '《中国共产党纪律处分条例》解读' });
    expect(card).toHaveAttribute('href', '/index/course-learning/9/38');
    expect(within(card).getByText('已完成')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ tagId: 9, pageNum: 2 });
    expect(await screen.findByRole('heading', { name: '干部课程 · 廉洁从政' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
  });

  it('says so when the tag has no lessons', async () => {
    server.use(mockEndpoint('cadreIndex', 'lessonTagList', cadreTags), mockEndpoint('cadre', 'lessonList', pageOf([])));
    show();
    expect(await screen.findByText('该分类下暂无课程')).toBeInTheDocument();
  });

  it('shows the error of an unknown tag', async () => {
    // listed among the cadre tags (so the cadre version shows), refused by cadre/lessonList
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', [...cadreTags, { id: 99, name: '已停用分类', lessonCount: 0 }]),
      mockEndpoint('cadre', 'lessonList', () => failure(10002, '课程分类不存在')),
    );
    show('/index/course-learning/99');
    expect(await screen.findByText('课程分类不存在')).toBeInTheDocument();
  });

  it('says a tag id that names nothing (abc) is not found, as 999999 is, without asking the server', async () => {
    let asked = false;
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', cadreTags),
      mockEndpoint('cadre', 'lessonList', () => ((asked = true), pageOf([]))),
    );
    show('/index/course-learning/abc');
    expect(await screen.findByText('课程分类不存在')).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('moves a page past the end to the last page', async () => {
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', cadreTags),
      mockEndpoint('cadre', 'lessonList', (body) =>
        pageOf(body.pageNum === 1 ? [lessonItem(38, { title: '廉洁从政第一课' })] : [], 3, body.pageNum),
      ),
    );
    const app = show('/index/course-learning/9?page=4');
    expect(await screen.findByText('廉洁从政第一课')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('');
    expect(screen.queryByText('该分类下暂无课程')).not.toBeInTheDocument();
  });
});

describe('a cadre lesson', () => {
  const show = () =>
    renderScreen(<LessonPage />, {
      path: '/index/course-learning/:lessonTagId/:lessonId',
      url: '/index/course-learning/9/38',
      user: cadreLogin(),
    });

  it('shows the lesson and its chapters from cadre/lessonVideoResourceList, linking to the player', async () => {
    const asked: number[] = [];
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', cadreTags),
      mockEndpoint('lesson', 'info', lessonItem(38, { title: '《中国共产党纪律处分条例》解读', tagName: '廉洁从政' })),
      mockEndpoint('cadre', 'lessonVideoResourceList', (body) => {
        asked.push(body.lessonId);
        return [
          videoItem(122, { lessonId: 38, completed: true, credited: 100, coveredRatio: 1 }),
          videoItem(123, { lessonId: 38, credited: 30, coveredRatio: 0.3 }),
        ];
      }),
      mockEndpoint('cadre', 'discussCount', { count: 4 }),
      mockEndpoint('cadre', 'lessonReadList', [
        {
          id: 7,
          lessonId: 38,
          title: '深刻把握党纪学习教育的重要意义',
          source: '人民日报',
          author: '本报评论员',
          summary: '以党纪学习教育推动全面从严治党。',
          publishedAt: '2026-04-08T00:00:00.000Z',
        },
      ]),
    );
    show();
    expect(await screen.findByRole('heading', { name: '《中国共产党纪律处分条例》解读' })).toBeInTheDocument();
    expect(await screen.findByText('已观看 00:00:30 / 00:01:40')).toBeInTheDocument();
    expect(asked).toEqual([38]);
    expect(screen.getByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/index/videodetails/123/38');
    expect(await screen.findByTestId('discussion-count')).toHaveTextContent('讨论 4 条');
    expect(await screen.findByRole('link', { name: /深刻把握党纪学习教育的重要意义/ })).toHaveAttribute('href', '/index/readdetais/9/38/7');
  });

  it('shows an unknown lesson once, with the way back to its tag', async () => {
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', cadreTags),
      mockEndpoint('lesson', 'info', () => failure(10002, '课程不存在或已下架')),
      mockEndpoint('cadre', 'lessonVideoResourceList', []),
      mockEndpoint('cadre', 'discussCount', () => failure(10002, '课程不存在或已下架')),
      mockEndpoint('cadre', 'lessonReadList', () => failure(10002, '课程不存在或已下架')),
    );
    show();
    expect(await screen.findByText('课程不存在或已下架')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: '返回课程列表' })[0]).toHaveAttribute('href', '/index/course-learning/9');
    expect(screen.queryByText('课程章节')).not.toBeInTheDocument();
  });

  it('says a lesson id that names nothing (1.5) is not found, as 999999 is, without asking the server', async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', cadreTags),
      mockEndpoint('lesson', 'info', () => (asked.push('info'), lessonItem(38))),
      mockEndpoint('cadre', 'lessonVideoResourceList', () => (asked.push('videos'), [])),
      mockEndpoint('cadre', 'discussCount', () => (asked.push('discussCount'), { count: 0 })),
    );
    renderScreen(<LessonPage />, {
      path: '/index/course-learning/:lessonTagId/:lessonId',
      url: '/index/course-learning/9/1.5',
      user: cadreLogin(),
    });
    expect(await screen.findByText('课程不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回课程列表' })).toHaveAttribute('href', '/index/course-learning/9');
    expect(asked).toEqual([]);
  });

  it('shows a lesson without videos as empty', async () => {
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', cadreTags),
      mockEndpoint('lesson', 'info', lessonItem(38)),
      mockEndpoint('cadre', 'lessonVideoResourceList', []),
      mockEndpoint('cadre', 'discussCount', { count: 0 }),
      mockEndpoint('cadre', 'lessonReadList', []),
    );
    show();
    expect(await screen.findByText('暂无视频')).toBeInTheDocument();
    expect(await screen.findByText('暂无延伸阅读')).toBeInTheDocument();
  });
});
