import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import type { ContinueVideo, CourseCenter } from '@contract/lessonStage';
import { lessonItem, videoItem } from '@/test/lessons';
import LessonPage from './LessonPage';
import TagLessonsPage from './TagLessonsPage';

const tags = [
  { id: 3, name: '党史学习', lessonCount: 14 },
  { id: 4, name: '党章党规', lessonCount: 0 },
];
const page = <T,>(list: T[], total = list.length, pageNum = 1) => ({ list, total, pageNum, pageSize: 12 });

describe("a tag's lessons", () => {
  const show = (url = '/index/course-learning/3') =>
    renderScreen(<TagLessonsPage />, { path: '/index/course-learning/:lessonTagId', url, user: loginResult() });

  it('shows cover, title, teacher, state and percent, paged through the address', async () => {
    const bodies: Array<{ tagId?: number; pageNum: number }> = [];
    server.use(
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint('lesson', 'tagList', (body) => {
        bodies.push(body);
        return page(
          [lessonItem(1), lessonItem(2, { status: 2, credited: 300, required: false }), lessonItem(3, { status: 0, credited: 0 })],
          30,
          body.pageNum,
        );
      }),
    );
    const app = show('/index/course-learning/3?page=2');
    expect(await screen.findByText('第1课 中国共产党的光辉历程')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ tagId: 3, pageNum: 2 });
    expect(screen.getByText('学习中')).toBeInTheDocument();
    expect(screen.getByText('已完成')).toBeInTheDocument();
    expect(screen.getByText('未开始')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getAllByText(/主讲人：王建华/)).toHaveLength(3);
    expect(screen.getByRole('link', { name: '第1课 中国共产党的光辉历程' })).toHaveAttribute('href', '/index/course-learning/3/1');
    expect(await screen.findByRole('link', { name: /党史学习/ })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ pageNum: 1 }));
  });

  it('says so when the tag has no lessons, and shows a failure', async () => {
    server.use(mockEndpoint('lesson', 'tags', tags), mockEndpoint('lesson', 'tagList', page([])));
    show();
    expect(await screen.findByText('该分类下暂无课程')).toBeInTheDocument();
  });

  it('shows the error of a failed list', async () => {
    server.use(
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint('lesson', 'tagList', () => failure(10002, '课程分类不存在')),
    );
    show('/index/course-learning/99');
    expect(await screen.findByText('课程分类不存在')).toBeInTheDocument();
  });

  it.each(['/index/course-learning/abc', '/index/course-learning/1.5', '/index/course-learning/0'])(
    "%s names no tag: the server's words for a missing one (课程分类不存在), without asking it",
    async (url) => {
      let asked = false;
      server.use(
        mockEndpoint('lesson', 'tags', tags),
        mockEndpoint('lesson', 'tagList', () => ((asked = true), page([]))),
      );
      show(url);
      expect(await screen.findByText('课程分类不存在')).toBeInTheDocument();
      expect(screen.queryByText(/不能小于|必须是整数/)).not.toBeInTheDocument();
      expect(screen.queryByText('该分类下暂无课程')).not.toBeInTheDocument();
      expect(asked).toBe(false);
    },
  );

  it('moves a page past the end (?page=9 of 14 lessons) to the last page, whose lessons it shows with the pager', async () => {
    const asked: number[] = [];
    server.use(
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint('lesson', 'tagList', (body) => {
        asked.push(body.pageNum);
        return body.pageNum === 2
          ? page([lessonItem(13), lessonItem(14)], 14, 2)
          : page(body.pageNum === 1 ? [lessonItem(1)] : [], 14, body.pageNum);
      }),
    );
    const app = show('/index/course-learning/3?page=9');
    expect(await screen.findByText('第14课 中国共产党的光辉历程')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?page=2');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(screen.getByText('第 2 / 2 页')).toBeInTheDocument();
    expect(screen.queryByText('该分类下暂无课程')).not.toBeInTheDocument();
    expect(asked).toEqual([9, 2]);
  });
});

const resumeAt = (lessonId: number, videoId: number, completed = false): ContinueVideo => ({
  videoId,
  videoTitle: `第${videoId}章 开天辟地`,
  lessonId,
  lessonTitle: `第${lessonId}课 中国共产党的光辉历程`,
  tagId: 3,
  position: 27,
  duration: 90,
  completed,
  updatedAt: '2026-05-01T08:00:00.000Z',
});
const center = (resume: ContinueVideo | null): CourseCenter => ({
  stage: null,
  groups: [],
  summary: { requiredCount: 0, completedCount: 0, learningCount: 0, credited: 0, duration: 0 },
  electives: { offered: 0, selectedCount: 0, cap: null },
  continue: resume,
});

describe('a lesson', () => {
  // The handouts and readings under the chapters have their own tests (library/LessonMaterials.test.tsx).
  // The lesson's exam entry has its own tests (LessonExams.test.tsx); this lesson has no exam.
  beforeEach(() =>
    server.use(
      mockEndpoint('lesson', 'lecture', []),
      mockEndpoint('lesson', 'readList', []),
      mockEndpoint('exam', 'examLessonList', { lessonCompleted: false, list: [] }),
      // the video played last is in another lesson
      mockEndpoint('lesson', 'center', center(resumeAt(8, 41))),
    ),
  );
  const show = () =>
    renderScreen(<LessonPage />, {
      path: '/index/course-learning/:lessonTagId/:lessonId',
      url: '/index/course-learning/3/5',
      user: loginResult(),
    });

  it('shows the lesson and each chapter with duration, HH:MM:SS progress and percent, linking to the player', async () => {
    server.use(
      mockEndpoint('lesson', 'info', lessonItem(5, { intro: '本课讲述建党历程。' })),
      mockEndpoint('lesson', 'videos', [
        videoItem(11, { duration: 100, credited: 100, completed: true, coveredRatio: 1 }),
        videoItem(12, { duration: 3725, credited: 29, coveredRatio: 0.0078 }),
      ]),
      mockEndpoint('lesson', 'discussionCount', { count: 7 }),
    );
    show();
    expect(await screen.findByRole('heading', { name: '第5课 中国共产党的光辉历程' })).toBeInTheDocument();
    expect(await screen.findByText('讨论 7 条')).toBeInTheDocument();
    expect(screen.getByText('本课讲述建党历程。')).toBeInTheDocument();
    expect(await screen.findByText('已观看 00:01:40 / 00:01:40')).toBeInTheDocument();
    expect(screen.getByText('时长 01:02:05')).toBeInTheDocument();
    expect(screen.getByText('已观看 00:00:29 / 01:02:05')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /第12章/ })).toHaveAttribute('href', '/index/videodetails/12/5');
    // 继续学习 goes to the first chapter not completed.
    expect(await screen.findByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/index/videodetails/12/5');
  });

  it('shows a chapter’s progress as the part watched, which completion is judged on, not the study time credited', async () => {
    server.use(
      mockEndpoint('lesson', 'info', lessonItem(5)),
      // played to the end at 1.5×: all of it watched in 65 s of study time
      mockEndpoint('lesson', 'videos', [
        videoItem(13, { duration: 90, credited: 65, coveredRatio: 1, completed: true }),
        videoItem(14, { duration: 90, credited: 27, coveredRatio: 0.3 }),
      ]),
      mockEndpoint('lesson', 'discussionCount', { count: 0 }),
    );
    show();
    const first = await screen.findByRole('link', { name: /第13章/ });
    expect(first).toHaveTextContent('已观看 00:01:30 / 00:01:30');
    expect(first).toHaveTextContent('100%');
    expect(first).toHaveTextContent('已完成');
    expect(screen.getByRole('link', { name: /第14章/ })).toHaveTextContent('已观看 00:00:27 / 00:01:30');
    expect(screen.getByRole('link', { name: /第14章/ })).toHaveTextContent('30%');
  });

  it('继续学习 goes where the continue-learning cards go when the video played last is in this lesson', async () => {
    server.use(
      mockEndpoint('lesson', 'info', lessonItem(5)),
      mockEndpoint('lesson', 'videos', [videoItem(11, { coveredRatio: 0.3 }), videoItem(12, { coveredRatio: 0.5 }), videoItem(13)]),
      mockEndpoint('lesson', 'discussionCount', { count: 0 }),
      // 第12章 was played last and is unfinished (the server answers the next chapter once it is completed)
      mockEndpoint('lesson', 'center', center(resumeAt(5, 12))),
    );
    show();
    await screen.findByText('已观看 00:00:50 / 00:01:40');
    expect(await screen.findByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/index/videodetails/12/5');
  });

  it('shows an unknown lesson as one error with the way back to its tag', async () => {
    server.use(
      mockEndpoint('lesson', 'info', () => failure(10002, '课程不存在')),
      mockEndpoint('lesson', 'videos', () => failure(10002, '课程不存在')),
    );
    show();
    expect(await screen.findByText('课程不存在')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回课程列表' })).toHaveAttribute('href', '/index/course-learning/3');
    expect(screen.queryByText('课程章节')).not.toBeInTheDocument();
  });

  it.each(['/index/course-learning/3/abc', '/index/course-learning/3/1.5', '/index/course-learning/3/99999999999'])(
    "%s names no lesson: the server's words for a missing one (课程不存在或已下架), without asking it, with the way back to the tag",
    async (url) => {
      const asked: string[] = [];
      server.use(
        mockEndpoint('lesson', 'info', () => (asked.push('info'), lessonItem(5))),
        mockEndpoint('lesson', 'videos', () => (asked.push('videos'), [])),
      );
      renderScreen(<LessonPage />, { path: '/index/course-learning/:lessonTagId/:lessonId', url, user: loginResult() });
      expect(await screen.findByText('课程不存在或已下架')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回课程列表' })).toHaveAttribute('href', '/index/course-learning/3');
      expect(screen.queryByText('课程章节')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
      expect(asked).toEqual([]);
    },
  );

  const wrongTag = '该课程不属于地址中的分类，已转到它所属的分类';

  it.each([
    ['another tag (/3/5 for a lesson of 党章党规, as /1/15 showed 发展党员工作细则 under 党的基本理论)', '/index/course-learning/3/5'],
    ['a tag that names nothing (/abc/5)', '/index/course-learning/abc/5'],
  ])("moves an address with %s to the lesson's own tag and says so", async (_, url) => {
    server.use(mockEndpoint('lesson', 'info', lessonItem(5, { tagId: 4 })), mockEndpoint('lesson', 'videos', [videoItem(11)]));
    server.use(mockEndpoint('lesson', 'discussionCount', { count: 0 }));
    const app = renderScreen(<LessonPage />, {
      path: '/index/course-learning/:lessonTagId/:lessonId',
      url: `${url}?from=home`,
      user: loginResult(),
    });
    expect(await screen.findByText(wrongTag)).toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/index/course-learning/4/5');
    expect(app.router.state.location.search).toBe('?from=home');
    expect(app.router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { name: '第5课 中国共产党的光辉历程' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回课程列表' })).toHaveAttribute('href', '/index/course-learning/4');
    // the history entry forgets the redirect (a reload of /4/5 said it again), the page still says it
    await waitFor(() => expect(app.router.state.location.state).toBeNull());
    expect(app.router.state.location.pathname).toBe('/index/course-learning/4/5');
    expect(screen.getByText(wrongTag)).toBeInTheDocument();
  });

  it("says nothing of the tag when the address's is the lesson's own", async () => {
    server.use(mockEndpoint('lesson', 'info', lessonItem(5)), mockEndpoint('lesson', 'videos', [videoItem(11)]));
    server.use(mockEndpoint('lesson', 'discussionCount', { count: 0 }));
    const app = show();
    expect(await screen.findByRole('heading', { name: '第5课 中国共产党的光辉历程' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /第11章/ })).toBeInTheDocument();
    expect(screen.queryByText(wrongTag)).not.toBeInTheDocument();
    expect(app.router.state.location.pathname).toBe('/index/course-learning/3/5');
    expect(app.router.state.historyAction).toBe('POP');
  });

  it('shows a lesson without videos as empty', async () => {
    server.use(mockEndpoint('lesson', 'info', lessonItem(5)), mockEndpoint('lesson', 'videos', []));
    server.use(mockEndpoint('lesson', 'discussionCount', { count: 0 }));
    show();
    expect(await screen.findByText('该课程暂无视频')).toBeInTheDocument();
  });
});
