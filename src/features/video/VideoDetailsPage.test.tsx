import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VideoDetail } from '@contract/lesson';
import { Status } from '@/store/settings/status';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { lessonItem, videoItem } from '@/test/lessons';
import VideoDetailsPage from './VideoDetailsPage';

const detail: VideoDetail = {
  ...videoItem(12, { duration: 95, credited: 40, position: 42 }),
  lessonTitle: '中国共产党的光辉历程',
  url: '/uploads/demo/videos/history.mp4',
};
const video = { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true };

// the notes tab and the like button load beside the player (their own tests: SocialTabs.test.tsx)
const socialMocks = [mockEndpoint('lesson', 'noteList', []), mockEndpoint('lesson', 'videoZanInfo', { liked: false, count: 0 })];

const record = {
  videoId: 12,
  duration: 95,
  position: 42,
  credited: 40,
  coveredRatio: 0.4211,
  covered: [[0, 40]] as Array<[number, number]>,
  completed: false,
  requiredSeconds: 85.5,
  firstStudiedAt: null,
  lastStudiedAt: null,
  today: 125,
  rules: video,
};
const studyInfo = { today: 125, week: 7200, month: 9000, total: 36000, days: 3, videosCompleted: 1, lessonsCompleted: 0, lastDays: [] };

const show = (url = '/index/videodetails/12/5', rules = video) =>
  renderScreen(<VideoDetailsPage />, {
    path: '/index/videodetails/:id/:lid',
    url,
    user: loginResult(),
    preloaded: { settings: { video: rules, base: null, hasValue: true, status: Status.OK, error: null } },
  });

describe('VideoDetailsPage', () => {
  it('shows the player, the chapters, this video’s credited time and today’s total, and the speeds up to maxSpeed', async () => {
    server.use(
      mockEndpoint('lesson', 'videoDetail', detail),
      mockEndpoint('lesson', 'videos', [videoItem(11, { completed: true, credited: 100 }), videoItem(12, { duration: 95, credited: 40 })]),
      mockEndpoint('lesson', 'info', lessonItem(5)),
      // the panel's 今日, 本周 and 累计 are one answer's (selfStudy/studyInfo), never this one's
      mockEndpoint('lesson', 'studyTime', { today: 1, total: 2 }),
      ...socialMocks,
      mockEndpoint('lesson', 'resourceDetail', {
        videoId: 12,
        duration: 95,
        position: 42,
        credited: 40,
        coveredRatio: 0.42,
        covered: [[0, 40]],
        completed: false,
        requiredSeconds: 85.5,
        firstStudiedAt: null,
        lastStudiedAt: null,
        today: 125,
        rules: video,
      }),
      mockEndpoint('selfStudy', 'studyInfo', {
        today: 125,
        week: 7200,
        month: 9000,
        total: 36000,
        days: 3,
        videosCompleted: 1,
        lessonsCompleted: 0,
        lastDays: [],
      }),
    );
    show();
    expect(await screen.findByRole('heading', { name: '中国共产党的光辉历程 · 第12章 开天辟地' })).toBeInTheDocument();
    const player = screen.getByLabelText('第12章 开天辟地');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/uploads/demo/videos/history.mp4');
    expect(await screen.findByTestId('credited')).toHaveTextContent('00:00:40');
    expect(await screen.findByText('00:02:05')).toBeInTheDocument();
    expect(screen.getByText('未完成')).toBeInTheDocument();
    expect(await screen.findByTestId('required')).toHaveTextContent('00:01:25');
    expect(await screen.findByTestId('week')).toHaveTextContent('02:00:00');
    expect(screen.getByTestId('today')).toHaveTextContent('00:02:05');
    expect(screen.getByText('10:00:00')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /×$/ }).map((b) => b.textContent)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×']);
    expect(screen.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /第12章/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/3/5');
  });

  it('shows the part watched against the part completion needs, apart from the study time credited', async () => {
    server.use(
      // played to the end at 1.5×: all of it watched, 65 s of study time credited
      mockEndpoint('lesson', 'videoDetail', { ...detail, credited: 65, position: 95, coveredRatio: 1, completed: true }),
      mockEndpoint('lesson', 'videos', [videoItem(12, { duration: 95, credited: 65, coveredRatio: 1, completed: true })]),
      mockEndpoint('lesson', 'info', lessonItem(5)),
      mockEndpoint('lesson', 'studyTime', { today: 125, total: 3600 }),
      ...socialMocks,
      mockEndpoint('lesson', 'resourceDetail', {
        ...record,
        credited: 65,
        position: 95,
        coveredRatio: 1,
        covered: [[0, 95]],
        completed: true,
      }),
      mockEndpoint('selfStudy', 'studyInfo', studyInfo),
    );
    show();
    const panel = await screen.findByRole('region', { name: '学习时长' });
    await waitFor(() => expect(within(panel).getByTestId('covered')).toHaveTextContent('00:01:35'));
    expect(within(panel).getByText(/^已观看/)).toHaveTextContent('已观看 00:01:35 / 需观看 00:01:25（视频的 90%）');
    expect(within(panel).getByText('本视频已计学时（按实际学习时间）')).toBeInTheDocument();
    expect(within(panel).getByTestId('credited')).toHaveTextContent('00:01:05');
    expect(within(panel).getByText('已完成')).toBeInTheDocument();
  });

  it('moves the chapter list on with each heartbeat, to the server’s figures, without asking for the list again', async () => {
    let listed = 0;
    let beaten = false;
    server.use(
      mockEndpoint('lesson', 'videoDetail', detail),
      mockEndpoint(
        'lesson',
        'videos',
        () => (
          (listed += 1),
          [videoItem(11, { completed: true, coveredRatio: 1 }), videoItem(12, { duration: 95, credited: 40, coveredRatio: 0.4211 })]
        ),
      ),
      mockEndpoint('lesson', 'info', lessonItem(5)),
      mockEndpoint('lesson', 'studyTime', { today: 125, total: 3600 }),
      ...socialMocks,
      // the study record, read again after the heartbeat, has the server's covered share
      mockEndpoint('lesson', 'resourceDetail', () =>
        beaten ? { ...record, credited: 43, position: 45, coveredRatio: 0.4526, covered: [[0, 43]] as [number, number][] } : record,
      ),
      mockEndpoint('selfStudy', 'studyInfo', studyInfo),
      mockEndpoint('lesson', 'resourceStart', { sessionId: 'a'.repeat(32), position: 42, credited: 40 }),
      // the server accepted 42 → 45: three more seconds watched
      mockEndpoint('lesson', 'resourceTime', () => ((beaten = true), { credited: 43, position: 45, completed: false })),
    );
    show();
    const chapter = await screen.findByRole('link', { name: /第12章/ });
    expect(chapter).toHaveTextContent('已观看 00:00:40 / 00:01:35');
    expect(await screen.findByTestId('covered')).toHaveTextContent('00:00:40');
    const player = screen.getByLabelText('第12章 开天辟地');
    fireEvent.play(player);
    await waitFor(() => expect(screen.queryByText(/开始学习失败/)).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.pause(player);
    await waitFor(() => expect(screen.getByTestId('credited')).toHaveTextContent('00:00:43'));
    await waitFor(() => expect(screen.getByRole('link', { name: /第12章/ })).toHaveTextContent('已观看 00:00:43 / 00:01:35'));
    expect(screen.getByRole('link', { name: /第12章/ })).toHaveTextContent('45%');
    expect(screen.getByTestId('covered')).toHaveTextContent('00:00:43');
    expect(listed).toBe(1);
  });

  it('issue #39: the chapter list shows the server’s covered share, not an estimate of its own', async () => {
    server.use(
      mockEndpoint('lesson', 'videoDetail', { ...detail, credited: 0, position: 42, coveredRatio: 0 }),
      mockEndpoint('lesson', 'videos', [videoItem(12, { duration: 95, credited: 0, coveredRatio: 0 })]),
      mockEndpoint('lesson', 'info', lessonItem(5)),
      ...socialMocks,
      // the server counted nothing of this stretch (its covered parts stay empty)
      mockEndpoint('lesson', 'resourceDetail', { ...record, credited: 0, coveredRatio: 0, covered: [] }),
      mockEndpoint('selfStudy', 'studyInfo', studyInfo),
      mockEndpoint('lesson', 'resourceStart', { sessionId: 'a'.repeat(32), position: 42, credited: 0 }),
      mockEndpoint('lesson', 'resourceTime', { credited: 0, position: 45, completed: false }),
    );
    show();
    const player = await screen.findByLabelText('第12章 开天辟地');
    fireEvent.play(player);
    await waitFor(() => expect(screen.queryByText(/开始学习失败/)).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.pause(player);
    await waitFor(() => expect(screen.getByTestId('credited')).toHaveTextContent('00:00:00'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('link', { name: /第12章/ })).toHaveTextContent('已观看 00:00:00 / 00:01:35');
    expect(screen.getByRole('link', { name: /第12章/ })).toHaveTextContent('0%');
  });

  it('issue #39: a verdict that cannot be asked during an outage leaves the player and the chapters, and the end offers 下一节', async () => {
    let details = 0;
    let back = false;
    server.use(
      // asked again, the server is away
      mockEndpoint('lesson', 'videoDetail', () => ((details += 1), details === 1 ? detail : networkError())),
      mockEndpoint('lesson', 'videos', [videoItem(12, { duration: 95, credited: 40 }), videoItem(13, { duration: 60 })]),
      mockEndpoint('lesson', 'info', lessonItem(5)),
      ...socialMocks,
      mockEndpoint('lesson', 'resourceDetail', record),
      mockEndpoint('selfStudy', 'studyInfo', studyInfo),
      mockEndpoint('lesson', 'resourceStart', { sessionId: 'a'.repeat(32), position: 42, credited: 40 }),
      mockEndpoint('lesson', 'resourceTime', () => (back ? { credited: 40, position: 42, completed: false } : networkError())),
      mockEndpoint('lesson', 'resourceComplete', () => (back ? { completed: false, coveredRatio: 0.45 } : networkError())),
    );
    // retried every heartbeat: a short one keeps the test short
    show(undefined, { ...video, heartbeatSeconds: 1 });
    const player = await screen.findByLabelText('第12章 开天辟地');
    fireEvent.play(player);
    await waitFor(() => expect(screen.queryByText(/开始学习失败/)).not.toBeInTheDocument());
    fireEvent.ended(player);
    expect(await screen.findByText(/网络异常，学习进度暂未上报/)).toBeInTheDocument();
    // a few retries fail meanwhile
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.queryByText('加载失败')).not.toBeInTheDocument();
    expect(screen.getByLabelText('第12章 开天辟地').tagName).toBe('VIDEO');
    expect(within(screen.getByRole('complementary', { name: '课程章节' })).getByRole('link', { name: /第13章/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^下一节/ })).not.toBeInTheDocument();
    // the server is back: the outage's retry asks for the verdict again, and 下一节 is offered
    back = true;
    await waitFor(() => expect(screen.getByRole('link', { name: /^下一节/ })).toHaveAttribute('href', '/index/videodetails/13/5'));
    expect(screen.getByRole('link', { name: /^下一节/ })).toHaveTextContent('下一节：第13章');
  }, 90_000);

  it('an address whose lesson is not the video’s goes to the video’s own lesson before playing', async () => {
    const started: number[] = [];
    const lessonsAsked: number[] = [];
    server.use(
      mockEndpoint('lesson', 'videoDetail', detail),
      mockEndpoint(
        'lesson',
        'videos',
        (body) => (
          lessonsAsked.push(body.lessonId),
          body.lessonId === 5 ? [videoItem(12, { duration: 95 })] : [videoItem(80, { lessonId: 8 })]
        ),
      ),
      mockEndpoint('lesson', 'info', (body) => lessonItem(body.lessonId)),
      mockEndpoint('lesson', 'studyTime', { today: 125, total: 3600 }),
      ...socialMocks,
      mockEndpoint('lesson', 'resourceDetail', record),
      mockEndpoint('selfStudy', 'studyInfo', studyInfo),
      mockEndpoint(
        'lesson',
        'resourceStart',
        (body) => (started.push(body.videoId), { sessionId: 'a'.repeat(32), position: 42, credited: 40 }),
      ),
    );
    const app = show('/index/videodetails/12/8');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/index/videodetails/12/5'));
    expect(await screen.findByText('该视频不属于地址中的课程，已转到它所属的课程')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/3/5');
    expect(await screen.findByRole('link', { name: /第12章/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: /第80章/ })).not.toBeInTheDocument();
    expect(lessonsAsked).toContain(5);
    expect(started).toEqual([]);
  });

  it('shows the error of an unknown video', async () => {
    server.use(
      mockEndpoint('lesson', 'videoDetail', () => failure(10002, '视频不存在')),
      mockEndpoint('lesson', 'videos', []),
      mockEndpoint('lesson', 'info', lessonItem(5)),
      mockEndpoint('lesson', 'studyTime', { today: 0, total: 0 }),
    );
    show();
    expect(await screen.findByText('视频不存在')).toBeInTheDocument();
    expect(screen.queryByLabelText('第12章 开天辟地')).not.toBeInTheDocument();
  });

  it.each(['/index/videodetails/abc/def', '/index/videodetails/1.5/0'])(
    "%s names no video and no lesson: the server's words for missing ones, without asking it",
    async (url) => {
      const asked: string[] = [];
      server.use(
        mockEndpoint('lesson', 'videoDetail', () => (asked.push('videoDetail'), detail)),
        mockEndpoint('lesson', 'videos', () => (asked.push('videos'), [])),
        mockEndpoint('lesson', 'info', () => (asked.push('info'), lessonItem(5))),
      );
      show(url);
      expect(await screen.findByText('视频不存在或已下架')).toBeInTheDocument();
      expect(screen.getByText('课程不存在或已下架')).toBeInTheDocument();
      expect(screen.queryByText(/不能小于|必须是整数/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning');
      expect(asked).toEqual([]);
    },
  );

  it("says a video id that names nothing is not found (as 999999), and still lists the address's lesson", async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint('lesson', 'videoDetail', () => (asked.push('videoDetail'), detail)),
      mockEndpoint('lesson', 'videos', [videoItem(11), videoItem(12)]),
      mockEndpoint('lesson', 'info', lessonItem(5)),
    );
    show('/index/videodetails/abc/5');
    expect(await screen.findByText('视频不存在或已下架')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /第11章/ })).toHaveAttribute('href', '/index/videodetails/11/5');
    expect(await screen.findByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/3/5');
    expect(asked).toEqual([]);
  });

  it('an address whose lesson id names nothing goes to the video’s own lesson, as another lesson’s does', async () => {
    const lessonsAsked: number[] = [];
    server.use(
      mockEndpoint('lesson', 'videoDetail', detail),
      mockEndpoint('lesson', 'videos', (body) => (lessonsAsked.push(body.lessonId), [videoItem(12, { duration: 95 })])),
      mockEndpoint('lesson', 'info', (body) => lessonItem(body.lessonId)),
      mockEndpoint('lesson', 'studyTime', { today: 125, total: 3600 }),
      ...socialMocks,
      mockEndpoint('lesson', 'resourceDetail', record),
      mockEndpoint('selfStudy', 'studyInfo', studyInfo),
      mockEndpoint('lesson', 'resourceStart', { sessionId: 'a'.repeat(32), position: 42, credited: 40 }),
    );
    const app = show('/index/videodetails/12/abc');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/index/videodetails/12/5'));
    expect(await screen.findByText('该视频不属于地址中的课程，已转到它所属的课程')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /第12章/ })).toHaveAttribute('aria-current', 'page');
    expect(lessonsAsked).toEqual([5]);
  });
});
