import { createStudyController, NOTICE_MS, speedOptions, type BeatBody, type BeatProgress, type PlayerPort, type StudyPort, type StudyRules } from './studyController';

const SESSION = 'a'.repeat(32);
const rules: StudyRules = { heartbeatSeconds: 10, allowSeek: false, maxSpeed: 1.5, pauseOnBlur: true };

class FakePlayer implements PlayerPort {
  currentTime = 0;
  playbackRate = 1;
  paused = true;
  duration = 100;
  pause() {
    this.paused = true;
  }
}

function setup(options: { rules?: Partial<StudyRules>; initial?: { position: number; credited: number; completed: boolean } } = {}) {
  const player = new FakePlayer();
  const beats: BeatBody[] = [];
  const kept: BeatBody[] = [];
  const beatAnswers: Array<(body: BeatBody) => Promise<{ credited: number; position: number; completed: boolean }>> = [];
  const port: StudyPort = {
    start: jest.fn(async () => ({ sessionId: SESSION, position: options.initial?.position ?? 0, credited: 5 })),
    beat: jest.fn((body: BeatBody) => {
      beats.push(body);
      const next = beatAnswers.shift();
      return next ? next(body) : Promise.resolve({ credited: 5 + beats.length, position: body.position, completed: false });
    }),
    complete: jest.fn(async () => ({ completed: true, coveredRatio: 0.95 })),
    keepalive: jest.fn((body: BeatBody) => void kept.push(body)),
  };
  const changes: unknown[] = [];
  const progress: BeatProgress[] = [];
  const controller = createStudyController({
    videoId: 7,
    player,
    port,
    rules: { ...rules, ...options.rules },
    initial: options.initial ?? { position: 0, credited: 0, completed: false },
    onChange: (s) => changes.push(s),
    onBeat: (p) => void progress.push(p),
  });
  const play = async () => {
    player.paused = false;
    await controller.handlePlay();
  };
  return { player, port, beats, kept, beatAnswers, controller, play, progress };
}

/** Lets the promise chain of the beats run. */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('speed menu', () => {
  it('offers no rate above maxSpeed, and maxSpeed itself', () => {
    expect(speedOptions(1.5)).toEqual([0.5, 0.75, 1, 1.25, 1.5]);
    expect(speedOptions(1)).toEqual([0.5, 0.75, 1]);
    expect(speedOptions(1.6)).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.6]);
    expect(setup({ rules: { maxSpeed: 2 } }).controller.speeds).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
  });

  it('puts a faster rate back to maxSpeed and says so', () => {
    const { player, controller } = setup();
    player.playbackRate = 2;
    controller.handleRateChange();
    expect(player.playbackRate).toBe(1.5);
    expect(controller.getState().message).toBe('播放速度不能超过 1.5 倍');
    expect(controller.getState().rate).toBe(1.5);
    controller.setRate(1.25);
    expect(controller.getState().rate).toBe(1.25);
    controller.setRate(3);
    expect(player.playbackRate).toBe(1.5);
  });
});

describe('sessions and heartbeats', () => {
  it('starts on play, continues from the server position, beats every heartbeatSeconds while playing and on pause', async () => {
    const { player, port, beats, controller, play } = setup({ initial: { position: 30, credited: 20, completed: false } });
    controller.handleLoaded();
    expect(player.currentTime).toBe(30);
    expect(controller.getState().message).toBe('已从上次学习的位置 00:00:30 继续播放');
    await play();
    expect(port.start).toHaveBeenCalledWith(7);
    expect(beats).toHaveLength(0);

    player.currentTime = 39;
    jest.advanceTimersByTime(9_999);
    expect(beats).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await settle();
    expect(beats).toEqual([{ sessionId: SESSION, position: 39, playing: true }]);
    expect(controller.getState().credited).toBe(6);

    player.currentTime = 49;
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(beats).toHaveLength(2);

    player.currentTime = 52;
    player.paused = true;
    await controller.handlePause();
    expect(beats[2]).toEqual({ sessionId: SESSION, position: 52, playing: true });
    // Paused: no more beats.
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(beats).toHaveLength(3);
    expect(port.start).toHaveBeenCalledTimes(1);
  });

  it('retries a lost heartbeat once, then tells the learner', async () => {
    const { player, beats, beatAnswers, controller, play } = setup();
    await play();
    beatAnswers.push(
      () => Promise.reject({ kind: 'network', code: null, message: '后端接口连接异常' }),
      (body) => Promise.resolve({ credited: 9, position: body.position, completed: false }),
    );
    player.currentTime = 10;
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(beats).toHaveLength(2);
    expect(beats[0]).toEqual(beats[1]);
    expect(controller.getState().credited).toBe(9);
    expect(controller.getState().message).toBeNull();

    const lost = () => Promise.reject({ kind: 'timeout', code: null, message: '后端接口请求超时' });
    beatAnswers.push(lost, lost);
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(beats).toHaveLength(4);
    expect(controller.getState().message).toMatch(/网络异常/);
    expect(player.paused).toBe(false);
  });

  it('pauses with the server message when another page took over (10002)', async () => {
    const { player, port, beats, beatAnswers, controller, play } = setup();
    await play();
    beatAnswers.push(() => Promise.reject({ kind: 'code', code: 10002, message: '您已在其他页面学习，本页已暂停' }));
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(player.paused).toBe(true);
    expect(controller.getState()).toMatchObject({ stopped: true, message: '您已在其他页面学习，本页已暂停' });
    expect(beats).toHaveLength(1);
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(beats).toHaveLength(1);
    // Playing again takes the session back.
    await play();
    expect(port.start).toHaveBeenCalledTimes(2);
    expect(controller.getState().stopped).toBe(false);
  });

  it('reports the last beat and asks for the verdict when the video ends', async () => {
    const { player, port, beats, controller, play } = setup();
    await play();
    player.currentTime = 100;
    player.paused = true;
    await controller.handleEnded();
    expect(beats.at(-1)).toEqual({ sessionId: SESSION, position: 100, playing: true });
    expect(port.complete).toHaveBeenCalledWith(SESSION);
    expect(controller.getState()).toMatchObject({ verdict: { completed: true, coveredRatio: 0.95 }, completed: true });
  });
});

describe('seeking', () => {
  it('refuses a forward seek past the covered part when allowSeek is false', async () => {
    const { player, controller, play } = setup({ initial: { position: 20, credited: 20, completed: false } });
    controller.handleLoaded();
    await play();
    for (const t of [20.25, 20.5, 20.75, 21]) {
      player.currentTime = t;
      controller.handleTimeUpdate();
    }
    expect(controller.getState().allowed).toBe(21);
    player.currentTime = 80;
    controller.handleSeeking();
    expect(player.currentTime).toBe(21);
    expect(controller.getState().message).toBe('不允许拖动到未学习的位置');
    // Back is always fine.
    player.currentTime = 5;
    controller.handleSeeking();
    expect(player.currentTime).toBe(5);
    // A jump by timeupdate alone does not move the allowed point.
    player.currentTime = 60;
    controller.handleTimeUpdate();
    expect(controller.getState().allowed).toBe(21);
  });

  it('lets the learner seek when allowSeek is true, or the video is complete', async () => {
    const free = setup({ rules: { allowSeek: true } });
    free.player.currentTime = 80;
    free.controller.handleSeeking();
    expect(free.player.currentTime).toBe(80);
    const done = setup({ initial: { position: 0, credited: 100, completed: true } });
    done.player.currentTime = 90;
    done.controller.handleSeeking();
    expect(done.player.currentTime).toBe(90);
  });

  it('snaps back to the position the server accepted when it refused one', async () => {
    const { player, beatAnswers, controller, play } = setup();
    await play();
    beatAnswers.push(() => Promise.resolve({ credited: 3, position: 12, completed: false }));
    player.currentTime = 70;
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(player.currentTime).toBe(12);
    expect(controller.getState().message).toBe('不允许拖动到未学习的位置');
  });
});

describe('leaving and focus', () => {
  it('sends the last beat with keepalive when the page is hidden or left', async () => {
    const { player, kept, controller, play } = setup();
    await play();
    player.currentTime = 33;
    controller.handlePageHide();
    expect(kept).toEqual([{ sessionId: SESSION, position: 33, playing: true }]);
    player.currentTime = 34;
    controller.dispose();
    expect(kept[1]).toEqual({ sessionId: SESSION, position: 34, playing: true });
  });

  it('sends nothing on hide before a session started', () => {
    const { kept, controller } = setup();
    controller.handlePageHide();
    expect(kept).toEqual([]);
  });

  it('pauses when the window loses focus if pauseOnBlur, not otherwise', async () => {
    const strict = setup();
    await strict.play();
    strict.controller.handleBlur();
    expect(strict.player.paused).toBe(true);
    expect(strict.controller.getState().message).toBe('窗口失去焦点，已暂停播放');

    const relaxed = setup({ rules: { pauseOnBlur: false } });
    await relaxed.play();
    relaxed.controller.handleBlur();
    expect(relaxed.player.paused).toBe(false);
  });
});

describe('the heartbeats reach the page', () => {
  it('hands each answer on with the stretch the server marks as watched (for the chapter list)', async () => {
    const { player, beatAnswers, controller, play, progress } = setup({ initial: { position: 30, credited: 20, completed: false } });
    controller.handleLoaded();
    await play();
    player.currentTime = 39;
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(progress).toEqual([{ credited: 6, position: 39, completed: false, span: [30, 39] }]);
    // at 1.5×: the stretch follows the position, not the time credited
    player.currentTime = 54;
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(progress[1]).toEqual({ credited: 7, position: 54, completed: false, span: [39, 54] });
    // a refused position (the last accepted one answered) marks nothing
    beatAnswers.push(() => Promise.resolve({ credited: 7, position: 54, completed: false }));
    player.currentTime = 95;
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(progress[2]).toMatchObject({ position: 54, span: null });
    // back to an earlier part: at most (elapsed + grace) × maxSpeed before the position, as the server counts it
    player.currentTime = 40;
    controller.handleSeeking();
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(progress[3]).toMatchObject({ position: 40, span: [22, 40] });
    beatAnswers.push(() => Promise.resolve({ credited: 90, position: 100, completed: true }));
    player.currentTime = 100;
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(progress[4]).toMatchObject({ completed: true });
  });
});

describe('notices', () => {
  it('a refused seek, the resume point and the speed cap go after a few seconds', async () => {
    const { player, controller, play } = setup({ initial: { position: 20, credited: 20, completed: false } });
    controller.handleLoaded();
    expect(controller.getState().message).toBe('已从上次学习的位置 00:00:20 继续播放');
    jest.advanceTimersByTime(NOTICE_MS);
    expect(controller.getState().message).toBeNull();
    await play();
    player.currentTime = 80;
    controller.handleSeeking();
    expect(controller.getState().message).toBe('不允许拖动到未学习的位置');
    jest.advanceTimersByTime(NOTICE_MS - 1);
    expect(controller.getState().message).toBe('不允许拖动到未学习的位置');
    jest.advanceTimersByTime(1);
    expect(controller.getState().message).toBeNull();
    player.playbackRate = 3;
    controller.handleRateChange();
    jest.advanceTimersByTime(NOTICE_MS);
    expect(controller.getState().message).toBeNull();
  });

  it('the resume point does not outlive the video: the end clears it', async () => {
    const { player, controller, play } = setup({ initial: { position: 20, credited: 20, completed: false } });
    controller.handleLoaded();
    await play();
    player.currentTime = 100;
    player.paused = true;
    await controller.handleEnded();
    expect(controller.getState().message).toBeNull();
  });

  it('a lost beat’s notice goes with the next beat that arrives', async () => {
    const { player, beatAnswers, controller, play } = setup();
    await play();
    const lost = () => Promise.reject({ kind: 'timeout', code: null, message: '后端接口请求超时' });
    beatAnswers.push(lost, lost);
    player.currentTime = 10;
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(controller.getState().message).toMatch(/网络异常/);
    player.currentTime = 12;
    await controller.handlePause();
    await settle();
    expect(controller.getState().message).toBeNull();
  });

  it('another page taking over stays until this page plays again; a pause on blur until the next play', async () => {
    const { beatAnswers, controller, play } = setup();
    await play();
    beatAnswers.push(() => Promise.reject({ kind: 'code', code: 10002, message: '您已在其他页面学习，本页已暂停' }));
    jest.advanceTimersByTime(10_000);
    await settle();
    jest.advanceTimersByTime(10 * NOTICE_MS);
    expect(controller.getState()).toMatchObject({ stopped: true, message: '您已在其他页面学习，本页已暂停' });
    await play();
    expect(controller.getState()).toMatchObject({ stopped: false, message: null });

    controller.handleBlur();
    jest.advanceTimersByTime(10 * NOTICE_MS);
    expect(controller.getState().message).toBe('窗口失去焦点，已暂停播放');
    await play();
    expect(controller.getState().message).toBeNull();
  });
});
