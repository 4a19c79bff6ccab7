import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialDetail, StageVideo } from '@contract/cadre';
import { CADRE_APP_ID } from '@contract/codes';
import type { VideoDetail, VideoItem } from '@contract/lesson';
import { Status } from '@/store/settings/status';
import { lessonItem, videoItem } from '@/test/lessons';
import { failure, mockEndpoint, type Reply } from '@/test/mockEndpoint';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { server } from '@/test/server';
import VideoDetailsPage from './VideoDetailsPage';

// A cadre special's video opens as /index/videodetails/{id}/{lid}?special={specialId}
// (src/lib/specialLinks.ts): its way back is the special, not the video's lesson.

const detail: VideoDetail = {
  ...videoItem(114, { lessonId: 35, duration: 105 }),
  lessonTitle: '党的创新理论',
  url: '/uploads/demo/videos/theory.mp4',
};
const video = { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true };
// the lesson's chapters: 114 and 115 are in special 1 (stage 11), 116 is not; stage 12 holds another lesson's video
const chapters = [detail, videoItem(115, { lessonId: 35 }), videoItem(116, { lessonId: 35 })];
const detailOf = (videoId: number): VideoDetail => ({
  ...(chapters.find((c) => c.id === videoId) ?? detail),
  lessonTitle: '党的创新理论',
  url: '/uploads/demo/videos/theory.mp4',
});
const stageVideo = (item: VideoItem, extra: Partial<StageVideo> = {}): StageVideo => ({
  ...videoItem(item.id, { lessonId: item.lessonId }),
  lessonTitle: '党的创新理论',
  teacher: '王建华',
  ...extra,
});
const special: SpecialDetail = {
  id: 1,
  title: '党纪学习教育专题',
  intro: '',
  coverUrl: '',
  period: '2026年9月—12月',
  stageCount: 2,
  videoCount: 3,
  duration: 300,
  credited: 0,
  completedVideos: 0,
  status: 0,
  stages: [
    { id: 11, title: '第一阶段', sort: 1, videoCount: 2, completedVideos: 0, videoIds: [114, 115] },
    { id: 12, title: '第二阶段', sort: 2, videoCount: 1, completedVideos: 0, videoIds: [301] },
  ],
  next: { videoId: 114, lessonId: 35, stageId: 11 },
};
const stages: Record<number, StageVideo[]> = {
  11: [stageVideo(chapters[0]), stageVideo(chapters[1])],
  12: [stageVideo(videoItem(301, { lessonId: 40 }), { lessonTitle: '廉洁从政' })],
};
/** stageVideos calls: the page tells the special's chapters by the stages' videoIds, without them */
let stageCalls = 0;
beforeEach(() => {
  stageCalls = 0;
});

function show(url: string, appId: number = CADRE_APP_ID, specialAnswer: SpecialDetail | Reply = special) {
  server.use(
    mockEndpoint('cadre', 'lessonVideoResourceDetail', ({ videoId }) => detailOf(videoId)),
    mockEndpoint('cadre', 'lessonVideoResourceList', chapters),
    mockEndpoint('cadre', 'specialDetail', () => specialAnswer),
    mockEndpoint('cadre', 'stageVideos', ({ stageId }) => (stageCalls++, stages[stageId] ?? failure(10002, '专题阶段不存在'))),
    mockEndpoint('lesson', 'videoDetail', ({ videoId }) => detailOf(videoId)),
    mockEndpoint('lesson', 'videos', chapters),
    mockEndpoint('lesson', 'info', lessonItem(35, { tagId: 8, title: '党的创新理论' })),
  );
  return renderScreen(<VideoDetailsPage />, {
    path: '/index/videodetails/:id/:lid',
    url,
    user: loginResult({ appId }),
    preloaded: { settings: { video, base: null, hasValue: true, status: Status.OK, error: null } },
  });
}

describe('the way back from a video', () => {
  it('leads a cadre back to the special the video was opened from', async () => {
    show('/index/videodetails/114/35?special=1');
    expect(await screen.findByRole('heading', { name: '党的创新理论 · 第114章 开天辟地' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回专题' })).toHaveAttribute('href', '/index/course-learning/special/1');
    expect(screen.queryByRole('link', { name: '返回课程' })).not.toBeInTheDocument();
  });

  it('keeps the special through the redirect of an address whose lid is another lesson', async () => {
    show('/index/videodetails/114/99?special=1');
    expect(await screen.findByText('该视频不属于地址中的课程，已转到它所属的课程')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回专题' })).toHaveAttribute('href', '/index/course-learning/special/1');
  });

  it.each(['/index/videodetails/114/35', '/index/videodetails/114/35?special=abc', '/index/videodetails/114/35?special=0'])(
    'leads to the lesson without a valid special (%s)',
    async (url) => {
      show(url);
      // the link stands before the video's answer names its lesson (then it leads to 课程学习): wait for the lesson
      await screen.findByRole('link', { name: '返回课程' });
      await waitFor(() => expect(screen.getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/8/35'));
    },
  );

  it('ignores ?special= for a learner', async () => {
    show('/index/videodetails/114/35?special=1', 6);
    await screen.findByRole('link', { name: '返回课程' });
    await waitFor(() => expect(screen.getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/8/35'));
  });
});

describe('moving to another chapter from a special video', () => {
  const chapterLink = (n: number) =>
    within(screen.getByRole('complementary', { name: '课程章节' })).getByRole('link', { name: new RegExp(`第${n}章`) });

  it('keeps ?special= on the chapters of the special and drops it on the others', async () => {
    show('/index/videodetails/114/35?special=1');
    await waitFor(() => expect(chapterLink(115)).toHaveAttribute('href', '/index/videodetails/115/35?special=1'));
    expect(chapterLink(114)).toHaveAttribute('href', '/index/videodetails/114/35?special=1');
    expect(chapterLink(116)).toHaveAttribute('href', '/index/videodetails/116/35');
    // one request for the special, none per stage
    expect(stageCalls).toBe(0);
  });

  it('still leads back to the special after moving to another of its chapters, and to the lesson after leaving it', async () => {
    const user = userEvent.setup();
    const { router } = show('/index/videodetails/114/35?special=1');
    await waitFor(() => expect(chapterLink(115)).toHaveAttribute('href', '/index/videodetails/115/35?special=1'));
    await user.click(chapterLink(115));
    expect(await screen.findByRole('heading', { name: '党的创新理论 · 第115章 开天辟地' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?special=1');
    expect(screen.getByRole('link', { name: '返回专题' })).toHaveAttribute('href', '/index/course-learning/special/1');

    await waitFor(() => expect(chapterLink(116)).toHaveAttribute('href', '/index/videodetails/116/35'));
    await user.click(chapterLink(116));
    expect(await screen.findByRole('heading', { name: '党的创新理论 · 第116章 开天辟地' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/8/35'));
    expect(screen.queryByRole('link', { name: '返回专题' })).not.toBeInTheDocument();
  });

  it('keeps no special the cadre cannot see (its detail refused)', async () => {
    const { store } = show('/index/videodetails/114/35?special=9', CADRE_APP_ID, failure(10002, '专题不存在'));
    await screen.findByRole('link', { name: /第115章/ });
    const queries = () =>
      Object.values(
        (store.getState() as unknown as { cadreApi: { queries: Record<string, { endpointName?: string; status: string }> } }).cadreApi
          .queries,
      );
    await waitFor(() => expect(queries().find((q) => q.endpointName === 'specialDetail')?.status).toBe('rejected'));
    // the refusal has come back: no ?special= on any chapter
    expect(chapterLink(115)).toHaveAttribute('href', '/index/videodetails/115/35');
    expect(chapterLink(114)).toHaveAttribute('href', '/index/videodetails/114/35');
    // and no way back to a special the server says does not exist: back to the lesson
    await waitFor(() => expect(screen.getByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/8/35'));
    expect(screen.queryByRole('link', { name: '返回专题' })).not.toBeInTheDocument();
  });
});
