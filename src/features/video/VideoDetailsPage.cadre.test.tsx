import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CADRE_APP_ID } from '@contract/codes';
import type { VideoDetail } from '@contract/lesson';
import { Status } from '@/store/settings/status';
import { lessonItem, videoItem } from '@/test/lessons';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { server } from '@/test/server';
import VideoDetailsPage from './VideoDetailsPage';

// The same video page for a cadre (appId 5): the video and chapters come from the cadre group,
// the session starts with lesson/resourceStart and the heartbeats go to cadre/setResourceTime.

const detail: VideoDetail = {
  ...videoItem(126, { lessonId: 39, duration: 105, credited: 47, position: 47 }),
  lessonTitle: '锲而不舍落实中央八项规定精神',
  url: '/uploads/demo/videos/integrity.mp4',
};
const video = { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true };

const show = () =>
  renderScreen(<VideoDetailsPage />, {
    path: '/index/videodetails/:id/:lid',
    url: '/index/videodetails/126/39',
    user: loginResult({ appId: CADRE_APP_ID }),
    preloaded: { settings: { video, base: null, hasValue: true, status: Status.OK, error: null } },
  });

describe('VideoDetailsPage for a cadre', () => {
  it('reads the cadre endpoints, never the learner ones, and sends its heartbeats to cadre/setResourceTime', async () => {
    const learnerCalls: string[] = [];
    const beats: Array<{ sessionId: string; playing: boolean }> = [];
    server.use(
      mockEndpoint('cadre', 'lessonVideoResourceDetail', detail),
      mockEndpoint('cadre', 'lessonVideoResourceList', [videoItem(125, { lessonId: 39, completed: true, credited: 100 }), { ...detail }]),
      mockEndpoint('lesson', 'info', lessonItem(39, { tagId: 9, title: '锲而不舍落实中央八项规定精神' })),
      mockEndpoint('cadreIndex', 'lessonTagList', [{ id: 9, name: '廉洁从政', lessonCount: 3 }]),
      mockEndpoint('lesson', 'studyTime', { today: 60, total: 653 }),
      mockEndpoint('lesson', 'videoDetail', () => (learnerCalls.push('videoDetail'), failure(10002, '视频不存在或已下架'))),
      mockEndpoint('lesson', 'videos', () => (learnerCalls.push('videos'), failure(10002, '课程不存在或已下架'))),
      mockEndpoint('lesson', 'resourceTime', () => (learnerCalls.push('resourceTime'), failure(10002, '不应调用'))),
      mockEndpoint('lesson', 'resourceStart', { sessionId: 'a'.repeat(32), position: 47, credited: 47 }),
      mockEndpoint('cadre', 'setResourceTime', (body) => {
        beats.push(body);
        return { credited: 50, position: body.position, completed: false };
      }),
    );
    show();
    expect(await screen.findByRole('heading', { name: '锲而不舍落实中央八项规定精神 · 第126章 开天辟地' })).toBeInTheDocument();
    const player = screen.getByLabelText('第126章 开天辟地');
    expect(player).toHaveAttribute('src', '/uploads/demo/videos/integrity.mp4');
    expect(await screen.findByTestId('credited')).toHaveTextContent('00:00:47');
    expect(screen.getByRole('link', { name: /第126章/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/9/39');

    fireEvent.play(player);
    await waitFor(() => expect(screen.queryByText(/开始学习失败/)).not.toBeInTheDocument());
    fireEvent.pause(player);
    await waitFor(() => expect(beats).toEqual([{ sessionId: 'a'.repeat(32), position: expect.any(Number), playing: true }]));
    expect(await screen.findByTestId('credited')).toHaveTextContent('00:00:50');
    expect(learnerCalls).toEqual([]);
  });

  it('a learner lesson of 网络课程: its video and chapters from the lesson group (which serves a cadre both), heartbeats still to cadre/setResourceTime', async () => {
    const cadreCalls: string[] = [];
    const beats: unknown[] = [];
    const learner: VideoDetail = { ...detail, lessonTitle: '马克思主义基本原理概论' };
    server.use(
      mockEndpoint('lesson', 'info', lessonItem(39, { tagId: 1, title: '马克思主义基本原理概论' })),
      mockEndpoint('cadreIndex', 'lessonTagList', [{ id: 9, name: '廉洁从政', lessonCount: 3 }]),
      mockEndpoint('cadre', 'lessonVideoResourceDetail', () => (cadreCalls.push('detail'), failure(10002, '视频不存在或已下架'))),
      mockEndpoint('cadre', 'lessonVideoResourceList', () => (cadreCalls.push('list'), failure(10002, '课程不存在或已下架'))),
      mockEndpoint('lesson', 'videoDetail', learner),
      mockEndpoint('lesson', 'videos', [videoItem(125, { lessonId: 39 }), { ...learner }]),
      mockEndpoint('lesson', 'studyTime', { today: 60, total: 653 }),
      mockEndpoint('lesson', 'resourceStart', { sessionId: 'b'.repeat(32), position: 47, credited: 47 }),
      mockEndpoint('cadre', 'setResourceTime', (body) => {
        beats.push(body);
        return { credited: 52, position: body.position, completed: false };
      }),
    );
    show();
    expect(await screen.findByRole('heading', { name: '马克思主义基本原理概论 · 第126章 开天辟地' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '返回课程' })).toHaveAttribute('href', '/index/course-learning/1/39');
    const player = screen.getByLabelText('第126章 开天辟地');
    fireEvent.play(player);
    await waitFor(() => expect(screen.queryByText(/开始学习失败/)).not.toBeInTheDocument());
    fireEvent.pause(player);
    await waitFor(() => expect(beats).toHaveLength(1));
    // the answer lands in the lesson group's caches the page reads
    expect(await screen.findByTestId('credited')).toHaveTextContent('00:00:52');
    expect(cadreCalls).toEqual([]);
  });

  it('shows the refusal of a video outside the cadre area', async () => {
    server.use(
      mockEndpoint('cadre', 'lessonVideoResourceDetail', () => failure(10002, '视频不存在或已下架')),
      mockEndpoint('cadre', 'lessonVideoResourceList', () => failure(10002, '课程不存在或已下架')),
      mockEndpoint('lesson', 'info', () => failure(10002, '课程不存在或已下架')),
      mockEndpoint('lesson', 'studyTime', { today: 0, total: 0 }),
    );
    show();
    expect(await screen.findByText('视频不存在或已下架')).toBeInTheDocument();
    expect(screen.queryByLabelText('第126章 开天辟地')).not.toBeInTheDocument();
  });
});
