import { screen, waitFor } from '@testing-library/react';
import { CADRE_APP_ID } from '@contract/codes';
import type { VideoDetail } from '@contract/lesson';
import { Status } from '@/components/settings/status';
import { lessonItem, videoItem } from '@/test/lessons';
import { mockEndpoint } from '@/test/mockEndpoint';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { server } from '@/test/server';
import VideoDetailsPage from './VideoDetailsPage';

// A cadre special's video opens as /index/videodetails/{id}/{lid}?special={specialId}
// (src/features/cadre/specialLinks.ts): its way back is the special, not the video's lesson.

const detail: VideoDetail = { ...videoItem(114, { lessonId: 35, duration: 105 }), lessonTitle: '党的创新理论', url: '/uploads/demo/videos/theory.mp4' };
const video = { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true };

function show(url: string, appId: number = CADRE_APP_ID) {
  server.use(
    mockEndpoint('cadre', 'lessonVideoResourceDetail', detail),
    mockEndpoint('cadre', 'lessonVideoResourceList', [detail]),
    mockEndpoint('lesson', 'videoDetail', detail),
    mockEndpoint('lesson', 'videos', [detail]),
    mockEndpoint('lesson', 'info', lessonItem(35, { tagId: 8, title: '党的创新理论' })),
  );
  renderScreen(<VideoDetailsPage />, {
    path: '/index/videodetails/:id/:lid',
    url,
    user: loginResult({ appId }),
    preloaded: { settings: { video, base: null, hasValue: true, status: Status.OK, error: null } },
  });
}

jest.setTimeout(20_000);

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
    expect(await screen.findByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/8/35');
  });
});
