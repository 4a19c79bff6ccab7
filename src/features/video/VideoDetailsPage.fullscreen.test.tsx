import { fireEvent, screen } from '@testing-library/react';
import type { VideoDetail } from '@contract/lesson';
import { Status } from '@/store/settings/status';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { lessonItem, videoItem } from '@/test/lessons';
import VideoDetailsPage from './VideoDetailsPage';

// Issue #42: a phone turned sideways plays the video full screen, and some WebViews take the
// window's focus as they do; pauseOnBlur must not stop a video the learner is watching full screen.
const detail: VideoDetail = {
  ...videoItem(12, { duration: 95 }),
  lessonTitle: '中国共产党的光辉历程',
  url: '/uploads/demo/videos/history.mp4',
};
const rules = { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true };

function show() {
  server.use(
    mockEndpoint('lesson', 'videoDetail', detail),
    mockEndpoint('lesson', 'videos', [videoItem(12, { duration: 95 })]),
    mockEndpoint('lesson', 'info', lessonItem(5)),
    mockEndpoint('lesson', 'noteList', []),
    mockEndpoint('lesson', 'videoZanInfo', { liked: false, count: 0 }),
    mockEndpoint('selfStudy', 'studyInfo', {
      today: 0,
      week: 0,
      month: 0,
      total: 0,
      days: 0,
      videosCompleted: 0,
      lessonsCompleted: 0,
      lastDays: [],
    }),
    mockEndpoint('lesson', 'resourceStart', { sessionId: 'a'.repeat(32), position: 0, credited: 0 }),
    // the last beat as the page goes, and the study record beside the player
    mockEndpoint('lesson', 'resourceTime', { credited: 0, position: 0, completed: false }),
    mockEndpoint('lesson', 'resourceDetail', {
      videoId: 12,
      duration: 95,
      position: 0,
      credited: 0,
      coveredRatio: 0,
      covered: [],
      completed: false,
      requiredSeconds: 85.5,
      firstStudiedAt: null,
      lastStudiedAt: null,
      today: 0,
      rules,
    }),
  );
  renderScreen(<VideoDetailsPage />, {
    path: '/index/videodetails/:id/:lid',
    url: '/index/videodetails/12/5',
    user: loginResult(),
    preloaded: { settings: { video: rules, base: null, hasValue: true, status: Status.OK, error: null } },
  });
}

/** The player as playing (jsdom plays nothing), counting the pauses the page asks for. */
function playing(player: HTMLVideoElement) {
  let paused = false;
  Object.defineProperty(player, 'paused', { configurable: true, get: () => paused });
  const pause = jest.fn(() => {
    paused = true;
  });
  player.pause = pause;
  fireEvent.play(player);
  return pause;
}

function fullScreenOf(element: Element | null) {
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
}

afterEach(() => fullScreenOf(null));

describe('VideoDetailsPage full screen (issue #42)', () => {
  it('keeps playing when the window loses focus while the video fills the screen', async () => {
    show();
    const player = (await screen.findByLabelText('第12章 开天辟地')) as HTMLVideoElement;
    const pause = playing(player);
    fullScreenOf(player);
    fireEvent.blur(window);
    expect(pause).not.toHaveBeenCalled();
    expect(screen.queryByText('窗口失去焦点，已暂停播放')).not.toBeInTheDocument();
  });

  it("keeps playing in a WebView's own full-screen player (webkitDisplayingFullscreen)", async () => {
    show();
    const player = (await screen.findByLabelText('第12章 开天辟地')) as HTMLVideoElement;
    const pause = playing(player);
    Object.defineProperty(player, 'webkitDisplayingFullscreen', { configurable: true, value: true });
    fireEvent.blur(window);
    expect(pause).not.toHaveBeenCalled();
  });

  it('still pauses on blur once the video is back in the page', async () => {
    show();
    const player = (await screen.findByLabelText('第12章 开天辟地')) as HTMLVideoElement;
    const pause = playing(player);
    fullScreenOf(player);
    fireEvent.blur(window);
    fullScreenOf(null);
    fireEvent.blur(window);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('窗口失去焦点，已暂停播放')).toBeInTheDocument();
  });
});
