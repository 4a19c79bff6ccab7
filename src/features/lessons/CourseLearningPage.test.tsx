import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { courseCenter, stageItem } from '@/test/stageLessons';
import CourseLearningPage from './CourseLearningPage';

const tags = [
  { id: 3, name: '党史学习', lessonCount: 14 },
  { id: 4, name: '党章党规', lessonCount: 0 },
];

const show = (url = '/index/course-learning') =>
  renderScreen(<CourseLearningPage />, { path: '/index/course-learning', url, user: loginResult() });
const page = <T,>(list: T[], total = list.length, pageNum = 1) => ({ list, total, pageNum, pageSize: 8 });

// 我的课程 is on every landing; the tests of other sections answer it with an empty page.
beforeEach(() => server.use(mockEndpoint('lesson', 'myLesson', page([]))));

describe('课程学习 (the landing)', () => {
  it('shows the stage, the required-course figures, where to continue and the electives picked', async () => {
    server.use(mockEndpoint('lesson', 'center', courseCenter()), mockEndpoint('lesson', 'tags', tags));
    show();
    expect(screen.getAllByTestId('list-loading')).toHaveLength(3);
    expect(await screen.findByText('培训阶段：预备党员培训 · 2026年春季学期 第一阶段')).toBeInTheDocument();
    expect(screen.getByText('3 门')).toBeInTheDocument();
    expect(screen.getByText('必修学时（50%）')).toBeInTheDocument();
    expect(screen.getByText('00:07:30 / 00:15:00')).toBeInTheDocument();
    const resume = within(screen.getByRole('region', { name: '继续学习' }));
    expect(resume.getByText('毛泽东思想的形成与发展')).toBeInTheDocument();
    expect(resume.getByText('第二讲 新民主主义革命理论')).toBeInTheDocument();
    expect(resume.getByText('上次学到 00:01:23 / 00:02:00')).toBeInTheDocument();
    expect(resume.getByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/index/videodetails/42/7');
    expect(screen.getByText('已选 1/3 门（本阶段开设 9 门）')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去选课' })).toHaveAttribute('href', '/index/course-selection-center');
  });

  it("lists the required lessons by tag with each one's state, linking to the lesson", async () => {
    server.use(mockEndpoint('lesson', 'center', courseCenter()), mockEndpoint('lesson', 'tags', tags));
    show();
    const history = within(await screen.findByRole('region', { name: '党史学习' }));
    expect(history.getByRole('heading', { name: '党史学习' })).toBeInTheDocument();
    expect(history.getByText('已完成 0/2')).toBeInTheDocument();
    expect(history.getByRole('link', { name: '长征精神永放光芒' })).toHaveAttribute('href', '/index/course-learning/3/8');
    expect(history.getByText('未开始')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '党的基本理论' })).getByText('已完成 1/1')).toBeInTheDocument();
  });

  it('a learner in no stage, with nothing required and nothing played, is told so', async () => {
    server.use(
      mockEndpoint(
        'lesson',
        'center',
        courseCenter({
          stage: null,
          groups: [],
          continue: null,
          summary: { requiredCount: 0, completedCount: 0, learningCount: 0, credited: 0, duration: 0 },
          electives: { offered: 4, selectedCount: 0, cap: null },
        }),
      ),
      mockEndpoint('lesson', 'tags', tags),
    );
    show();
    expect(await screen.findByText('您尚未加入培训阶段，以下为平台统一的必修课程')).toBeInTheDocument();
    // the platform-wide list is no stage's: nothing here speaks of 本阶段
    expect(screen.getByRole('heading', { name: '必修课程' })).toBeInTheDocument();
    expect(screen.getByText('暂无必修课程')).toBeInTheDocument();
    // nothing required: the way on is the library, not a button back to this page
    expect(screen.getByText('还没有学习记录；暂时没有安排必修课，可以先到网络课程自主学习')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去网络课程' })).toHaveAttribute('href', '/index/online-course');
    expect(screen.queryByRole('link', { name: '开始学习' })).not.toBeInTheDocument();
    expect(screen.getByText('已选 0 门（可选 4 门）')).toBeInTheDocument();
    expect(screen.queryByText(/本阶段/)).not.toBeInTheDocument();
  });

  it('a stage that offers no electives says so, with no way to an empty selection center', async () => {
    server.use(
      mockEndpoint('lesson', 'center', courseCenter({ electives: { offered: 0, selectedCount: 0, cap: null } })),
      mockEndpoint('lesson', 'tags', tags),
    );
    show();
    const electives = within(await screen.findByRole('region', { name: '选修课程' }));
    expect(electives.getByText('本阶段未开设选修课')).toBeInTheDocument();
    expect(electives.queryByRole('link', { name: '去选课' })).not.toBeInTheDocument();
    expect(electives.queryByText(/已选/)).not.toBeInTheDocument();
  });

  it('shows a failed landing with 重试, and the tags still below', async () => {
    let calls = 0;
    server.use(
      mockEndpoint('lesson', 'center', () => (++calls === 1 ? networkError() : courseCenter())),
      mockEndpoint('lesson', 'tags', tags),
    );
    show();
    const retry = await screen.findByRole('button', { name: '重试' });
    expect(await screen.findByRole('navigation', { name: '课程分类' })).toBeInTheDocument();
    await userEvent.setup().click(retry);
    expect(await screen.findByText('培训阶段：预备党员培训 · 2026年春季学期 第一阶段')).toBeInTheDocument();
  });
});

describe('课程学习 (all the tags)', () => {
  it('shows each tag with its lesson count, linking to its lessons', async () => {
    server.use(mockEndpoint('lesson', 'center', courseCenter()), mockEndpoint('lesson', 'tags', tags));
    show();
    const link = await screen.findByRole('link', { name: /党史学习/ });
    expect(link).toHaveAttribute('href', '/index/course-learning/3');
    expect(screen.getByText('14 门课程')).toBeInTheDocument();
    expect(screen.getByText('0 门课程')).toBeInTheDocument();
  });

  it('says so when there are no tags, and shows an error with 重试', async () => {
    let calls = 0;
    server.use(
      mockEndpoint('lesson', 'center', courseCenter()),
      mockEndpoint('lesson', 'tags', () => (++calls === 1 ? networkError() : [])),
    );
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无课程分类')).toBeInTheDocument();
  });
});

describe('我的课程', () => {
  it('shows the lessons 学习中 first, and the other states and all through the filter kept in the address', async () => {
    const bodies: Array<{ status?: number; pageNum: number }> = [];
    server.use(
      mockEndpoint('lesson', 'center', courseCenter()),
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint('lesson', 'myLesson', (body) => {
        bodies.push(body);
        if (body.status === 2) return page([]);
        return page([stageItem(31, { title: '改革开放史专题', required: false, selected: true, status: 1 })], 9, body.pageNum);
      }),
    );
    const app = show();
    const mine = within(await screen.findByRole('region', { name: '我的课程' }));
    expect(await mine.findByRole('link', { name: '改革开放史专题' })).toHaveAttribute('href', '/index/course-learning/3/31');
    expect(mine.getByRole('button', { name: '学习中' })).toHaveAttribute('aria-pressed', 'true');
    expect(bodies[0]).toEqual({ pageNum: 1, pageSize: 8, status: 1 });

    const user = userEvent.setup();
    await user.click(mine.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(app.router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 2, pageSize: 8, status: 1 }));

    await user.click(mine.getByRole('button', { name: '已完成' }));
    expect(await mine.findByText('暂无已完成的课程')).toBeInTheDocument();
    expect(app.router.state.location.search).toBe('?status=2');
    await user.click(mine.getByRole('button', { name: '全部' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ pageNum: 1, pageSize: 8 }));
    expect(app.router.state.location.search).toBe('?status=all');
  });

  it('opens on the state in the address, and shows a failure with 重试', async () => {
    let calls = 0;
    server.use(
      mockEndpoint('lesson', 'center', courseCenter()),
      mockEndpoint('lesson', 'tags', tags),
      mockEndpoint('lesson', 'myLesson', () => (++calls === 1 ? networkError() : page([]))),
    );
    show('/index/course-learning?status=0');
    const mine = within(await screen.findByRole('region', { name: '我的课程' }));
    const retry = await mine.findByRole('button', { name: '重试' });
    expect(mine.getByRole('button', { name: '未开始' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(retry);
    expect(await mine.findByText('暂无未开始的课程')).toBeInTheDocument();
  });
});
