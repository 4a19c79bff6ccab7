import { screen } from '@testing-library/react';
import type { VideoDetail } from '@contract/lesson';
import { Status } from '@/components/settings/status';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { lessonItem, videoItem } from '@/test/lessons';
import VideoDetailsPage from './VideoDetailsPage';

const detail: VideoDetail = { ...videoItem(12, { duration: 95, credited: 40, position: 42 }), lessonTitle: '中国共产党的光辉历程', url: '/uploads/demo/videos/history.mp4' };
const video = { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true };

// the notes tab and the like button load beside the player (their own tests: SocialTabs.test.tsx)
const socialMocks = [mockEndpoint('lesson', 'noteList', []), mockEndpoint('lesson', 'videoZanInfo', { liked: false, count: 0 })];

const show = () =>
  renderScreen(<VideoDetailsPage />, {
    path: '/index/videodetails/:id/:lid',
    url: '/index/videodetails/12/5',
    user: loginResult(),
    preloaded: { settings: { video, base: null, hasValue: true, status: Status.OK, error: null } },
  });

jest.setTimeout(20_000);

describe('VideoDetailsPage', () => {
  it('shows the player, the chapters, this video’s credited time and today’s total, and the speeds up to maxSpeed', async () => {
    server.use(
      mockEndpoint('lesson', 'videoDetail', detail),
      mockEndpoint('lesson', 'videos', [videoItem(11, { completed: true, credited: 100 }), videoItem(12, { duration: 95, credited: 40 })]),
      mockEndpoint('lesson', 'info', lessonItem(5)),
      mockEndpoint('lesson', 'studyTime', { today: 125, total: 3600 }),
      ...socialMocks,
      mockEndpoint('lesson', 'resourceDetail', { videoId: 12, duration: 95, position: 42, credited: 40, coveredRatio: 0.42, covered: [[0, 40]],
        completed: false, requiredSeconds: 85.5, firstStudiedAt: null, lastStudiedAt: null, today: 125, rules: video }),
      mockEndpoint('selfStudy', 'studyInfo', { today: 125, week: 7200, month: 9000, total: 36000, days: 3, videosCompleted: 1, lessonsCompleted: 0,
        lastDays: [] }),
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
    expect(screen.getAllByRole('button', { name: /×$/ }).map((b) => b.textContent)).toEqual(['0.5×', '0.75×', '1×', '1.25×', '1.5×']);
    expect(screen.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: /第12章/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/3/5');
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
});
