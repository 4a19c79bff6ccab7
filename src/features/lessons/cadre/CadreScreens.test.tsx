import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cadreLogin, cadreSpecial, cadreTags, pageOf, specialDetail, stageVideo } from '@/test/cadre';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { renderScreen } from '@/test/renderScreen';
import { server } from '@/test/server';
import CadreCourseLearningPage from './CadreCourseLearningPage';
import CadreSpecialsPage from './CadreSpecialsPage';
import SpecialPage from './SpecialPage';

describe('干部课程 (the cadre landing)', () => {
  const show = (url = '/index/course-learning') =>
    renderScreen(<CadreCourseLearningPage />, { path: '/index/course-learning', url, user: cadreLogin() });

  it('shows the cadre tags and the specials with their progress, each linking to its screen', async () => {
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', cadreTags),
      mockEndpoint('cadre', 'specialList', (body) =>
        pageOf(
          [cadreSpecial(1), cadreSpecial(2, { title: '铸牢中华民族共同体意识专题', status: 0, credited: 0 })],
          2,
          body.pageNum,
          body.pageSize,
        ),
      ),
    );
    show();
    expect(await screen.findByRole('link', { name: /廉洁从政/ })).toHaveAttribute('href', '/index/course-learning/9');
    expect(screen.getByText('3 门课程')).toBeInTheDocument();
    const special = await screen.findByRole('link', { name: '党纪学习教育专题' });
    expect(special).toHaveAttribute('href', '/index/course-learning/special/1');
    expect(within(special).getByText('学习中')).toBeInTheDocument();
    expect(within(special).getByText('50%')).toBeInTheDocument();
    expect(within(special).getByText('2 个阶段 · 3 个视频')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '铸牢中华民族共同体意识专题' })).toHaveAttribute('href', '/index/course-learning/special/2');
    expect(screen.getByText('未开始')).toBeInTheDocument();
  });

  it('says so when there are no tags and no specials', async () => {
    server.use(mockEndpoint('cadreIndex', 'lessonTagList', []), mockEndpoint('cadre', 'specialList', pageOf([])));
    show();
    expect(await screen.findByText('暂无干部课程分类')).toBeInTheDocument();
    expect(await screen.findByText('暂无干部专题')).toBeInTheDocument();
  });

  it('shows a failed list with 重试, which loads it again', async () => {
    let calls = 0;
    server.use(
      mockEndpoint('cadreIndex', 'lessonTagList', cadreTags),
      mockEndpoint('cadre', 'specialList', () => (++calls === 1 ? networkError() : pageOf([cadreSpecial(1)]))),
    );
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '党纪学习教育专题' })).toBeInTheDocument();
  });
});

describe('a special', () => {
  const show = (url = '/index/course-learning/special/2') =>
    renderScreen(<SpecialPage />, { path: '/index/course-learning/special/:specialId', url, user: cadreLogin() });

  it('shows the special, its stages in order and each stage’s videos linking to the video page', async () => {
    server.use(
      mockEndpoint('cadre', 'specialDetail', specialDetail(2)),
      mockEndpoint('cadre', 'stageVideos', (body) =>
        body.stageId === 21
          ? [
              stageVideo(122, { title: '第一讲 条例修订的背景', completed: true, credited: 100 }),
              stageVideo(123, { title: '第二讲 六项纪律' }),
            ]
          : [],
      ),
    );
    show();
    expect(await screen.findByRole('heading', { name: '党纪学习教育专题' })).toBeInTheDocument();
    expect(screen.getByText('学习时间：2026年4月—2026年7月')).toBeInTheDocument();
    const first = screen.getByRole('region', { name: '第一阶段 逐条学习条例' });
    expect(within(first).getByText('已完成 1 / 2')).toBeInTheDocument();
    const video = await within(first).findByRole('link', { name: /第一讲 条例修订的背景/ });
    // the video opens with the special in the query, so its way back returns here
    expect(video).toHaveAttribute('href', '/index/videodetails/122/38?special=2');
    expect(within(video).getByText(/刘志刚 教授/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /第二讲 六项纪律/ })).toHaveAttribute('href', '/index/videodetails/123/38?special=2');
    const second = screen.getByRole('region', { name: '第二阶段 以案为鉴' });
    expect(await within(second).findByText('该阶段暂无视频')).toBeInTheDocument();
  });

  it.each([
    [0, '开始学习'],
    [1, '继续学习'],
    [2, '重新观看'],
  ] as const)("status %i: %s opens the server's next video, with the way back to the special", async (status, label) => {
    server.use(
      mockEndpoint('cadre', 'specialDetail', specialDetail(2, { status, next: { videoId: 123, lessonId: 38, stageId: 21 } })),
      mockEndpoint('cadre', 'stageVideos', []),
    );
    show();
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', '/index/videodetails/123/38?special=2');
    expect(screen.getByRole('link', { name: '返回课程学习' })).toBeInTheDocument();
  });

  it('offers no 开始学习 when the special has no video', async () => {
    server.use(
      mockEndpoint('cadre', 'specialDetail', specialDetail(2, { status: 0, next: null })),
      mockEndpoint('cadre', 'stageVideos', []),
    );
    show();
    expect(await screen.findByRole('heading', { name: '党纪学习教育专题' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /开始学习|继续学习|重新观看/ })).not.toBeInTheDocument();
  });

  it('says so when a special has no stages yet', async () => {
    server.use(mockEndpoint('cadre', 'specialDetail', specialDetail(2, { stages: [] })));
    show();
    expect(await screen.findByText('该专题暂未安排学习阶段')).toBeInTheDocument();
  });

  it('shows an unknown special with the way back to 课程学习', async () => {
    server.use(mockEndpoint('cadre', 'specialDetail', () => failure(10002, '专题不存在或已下架')));
    show('/index/course-learning/special/999');
    expect(await screen.findByText('专题不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回课程学习' })).toHaveAttribute('href', '/index/course-learning');
  });

  it.each(['/index/course-learning/special/abc', '/index/course-learning/special/0'])(
    "%s names no special: the server's words for a missing one, without asking it",
    async (url) => {
      let asked = false;
      server.use(mockEndpoint('cadre', 'specialDetail', () => ((asked = true), specialDetail(2))));
      show(url);
      expect(await screen.findByText('专题不存在或已下架')).toBeInTheDocument();
      expect(screen.queryByText(/不能小于|必须是整数/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回课程学习' })).toHaveAttribute('href', '/index/course-learning');
      expect(asked).toBe(false);
    },
  );

  it('shows a stage whose videos failed to load with 重试, and a refused stage with the reason only', async () => {
    server.use(
      mockEndpoint('cadre', 'specialDetail', specialDetail(2, { stages: [specialDetail(2).stages[0]] })),
      mockEndpoint('cadre', 'stageVideos', () => networkError()),
    );
    const first = show();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('cadre', 'stageVideos', () => failure(10002, '专题阶段不存在')));
    show();
    expect(await screen.findByText('专题阶段不存在')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });
});

describe('专题培训 for a cadre (the specials the home card counts)', () => {
  const card = {
    id: 8,
    name: '赵建国',
    avatarUrl: '',
    orgName: '党委组织部党支部',
    unit: '党委组织部',
    identityName: '领导干部',
    creditedThisYear: 654,
    creditedTotal: 3725,
    lessonsCompleted: 1,
    lessonCount: 10,
    specialsInProgress: 2,
    specialsCompleted: 0,
    specialCount: 3,
  };
  const show = (url = '/index/special-training') =>
    renderScreen(<CadreSpecialsPage />, { path: '/index/special-training', url, user: cadreLogin() });

  it("lists the cadre specials with their progress under the figures of the home card, never the learners' topics", async () => {
    const topics: string[] = [];
    server.use(
      mockEndpoint('cadreIndex', 'userInfo', card),
      mockEndpoint('cadre', 'specialList', (body) =>
        pageOf(
          [
            cadreSpecial(1),
            cadreSpecial(2, { title: '铸牢中华民族共同体意识专题' }),
            cadreSpecial(3, { title: '新时代领导干部能力提升专题', status: 0, credited: 0 }),
          ],
          3,
          body.pageNum,
          body.pageSize,
        ),
      ),
      mockEndpoint('topic', 'newTopicList', () => (topics.push('newTopicList'), [])),
      mockEndpoint('topic', 'topicLastYear', () => (topics.push('topicLastYear'), [])),
    );
    show();
    expect(await screen.findByRole('heading', { name: '专题培训' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '党纪学习教育专题' })).toHaveAttribute('href', '/index/course-learning/special/1');
    expect(screen.getByRole('link', { name: '新时代领导干部能力提升专题' })).toHaveAttribute('href', '/index/course-learning/special/3');
    expect(screen.getAllByText('学习中')).toHaveLength(2);
    expect(await screen.findByTestId('special-summary')).toHaveTextContent('干部专题共 3 个：2 个进行中 · 0 个完成');
    expect(screen.queryByText('本年度暂无你参加的专题培训')).not.toBeInTheDocument();
    expect(topics).toEqual([]);
  });

  it('pages the specials through the address', async () => {
    const asked: number[] = [];
    server.use(
      mockEndpoint('cadreIndex', 'userInfo', card),
      mockEndpoint(
        'cadre',
        'specialList',
        (body) => (asked.push(body.pageNum), pageOf([cadreSpecial(12 + body.pageNum)], 13, body.pageNum, body.pageSize)),
      ),
    );
    show('/index/special-training?page=2');
    expect(await screen.findByRole('link', { name: '党纪学习教育专题' })).toHaveAttribute('href', '/index/course-learning/special/14');
    expect(asked).toEqual([2]);
  });

  it('says so when there is no special', async () => {
    server.use(
      mockEndpoint('cadreIndex', 'userInfo', { ...card, specialsInProgress: 0, specialCount: 0 }),
      mockEndpoint('cadre', 'specialList', pageOf([])),
    );
    show();
    expect(await screen.findByText('暂无干部专题')).toBeInTheDocument();
  });
});
