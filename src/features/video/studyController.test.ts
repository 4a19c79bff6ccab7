import {
  createStudyController,
  NOTICE_MS,
  speedOptions,
  type BeatBody,
  type BeatProgress,
  type PlayerPort,
  type StudyPort,
  type StudyRules,
} from './studyController';

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

/** Plays from the player's position to `to` as timeupdate reports it (quarter seconds). */
function playTo(player: FakePlayer, controller: { handleTimeUpdate(): void }, to: number) {
  while (player.currentTime + 0.25 <= to) {
    player.currentTime += 0.25;
    controller.handleTimeUpdate();
  }
}

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

    playTo(player, controller, 39);
    jest.advanceTimersByTime(9_999);
    expect(beats).toHaveLength(0);
    jest.advanceTimersByTime(1);
    await settle();
    expect(beats).toEqual([{ sessionId: SESSION, position: 39, playing: true }]);
    expect(controller.getState().credited).toBe(6);

    playTo(player, controller, 49);
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(beats).toHaveLength(2);

    playTo(player, controller, 52);
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
    playTo(player, controller, 100);
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
    playTo(player, controller, 30);
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
    playTo(player, controller, 33);
    controller.handlePageHide();
    expect(kept).toEqual([{ sessionId: SESSION, position: 33, playing: true }]);
    playTo(player, controller, 34);
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
  it("hands each answer on with the server's figures, and the stretch not reported yet apart", async () => {
    const { player, beatAnswers, controller, play, progress } = setup({ initial: { position: 30, credited: 20, completed: false } });
    controller.handleLoaded();
    await play();
    playTo(player, controller, 39);
    expect(controller.getState().unreported).toEqual([30, 39]);
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(progress).toEqual([{ credited: 6, position: 39, completed: false }]);
    expect(controller.getState().unreported).toBeNull();
    playTo(player, controller, 41);
    expect(controller.getState().unreported).toEqual([39, 41]);
    beatAnswers.push(() => Promise.resolve({ credited: 90, position: 100, completed: true }));
    player.currentTime = 100;
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(progress[1]).toEqual({ credited: 90, position: 100, completed: true });
  });
});

describe('issue #39: study time on the video page', () => {
  it('a click ahead on the timeline after 20 s reports the 20 s reached, not the target, and the player stays there', async () => {
    const { player, beats, controller, play } = setup();
    await play();
    playTo(player, controller, 20);
    // Chromium's timeline: the player pauses with the target already set, then 'seeking' follows
    player.currentTime = 70;
    player.paused = true;
    await controller.handlePause();
    controller.handleSeeking();
    await settle();
    expect(beats).toEqual([{ sessionId: SESSION, position: 20, playing: true }]);
    expect(player.currentTime).toBe(20);
    expect(controller.getState().message).toBe('不允许拖动到未学习的位置');
    // ...and plays again: the notice stays its few seconds
    player.paused = false;
    await controller.handlePlay();
    expect(controller.getState().message).toBe('不允许拖动到未学习的位置');
    jest.advanceTimersByTime(NOTICE_MS);
    expect(controller.getState().message).toBeNull();
  });

  it('a seek reports the stretch played before it at once, one beat per seek gesture', async () => {
    const { player, beats, controller, play } = setup();
    await play();
    playTo(player, controller, 20);
    for (const target of [70, 60, 50]) {
      player.currentTime = target;
      controller.handleSeeking();
    }
    await settle();
    expect(beats).toEqual([{ sessionId: SESSION, position: 20, playing: true }]);
    expect(player.currentTime).toBe(20);
    // back to 5 and on to 12: the next seek reports 12 first
    player.currentTime = 5;
    controller.handleSeeking();
    playTo(player, controller, 12);
    player.currentTime = 2;
    controller.handleSeeking();
    await settle();
    expect(beats.map((b) => b.position)).toEqual([20, 12]);
  });

  it('leaving through an in-app link sends the last beat with keepalive, even once the element was paused', async () => {
    const { player, kept, controller, play } = setup();
    await play();
    playTo(player, controller, 25);
    // taken out of the page, the element has paused before the effect's cleanup runs
    player.paused = true;
    controller.dispose();
    expect(kept).toEqual([{ sessionId: SESSION, position: 25, playing: false }]);
  });

  it('an outage: the notice stays, the player pauses before the lost time outgrows what can be made up, and the first beat that arrives recovers', async () => {
    const { player, beats, beatAnswers, controller, play } = setup();
    await play();
    const down = () => Promise.reject({ kind: 'network', code: null, message: '后端接口连接异常' });
    beatAnswers.push(down, down, down, down, down);
    playTo(player, controller, 10);
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(controller.getState().message).toBe('网络异常，学习进度暂未上报，正在重试；网络恢复后自动补记，最多补记最近 30 秒的学习');
    jest.advanceTimersByTime(NOTICE_MS);
    expect(controller.getState().message).toMatch(/网络异常/);
    expect(player.paused).toBe(false);
    playTo(player, controller, 20);
    jest.advanceTimersByTime(10_000);
    await settle();
    // two intervals without an answer: paused, so the next attempt still makes all of it up
    expect(player.paused).toBe(true);
    expect(controller.getState().message).toMatch(/已暂停播放/);
    // the element's pause event
    await controller.handlePause();
    await settle();
    // paused, it keeps trying by itself
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(beats.at(-1)).toEqual({ sessionId: SESSION, position: 20, playing: false });
    const tries = beats.length;
    beatAnswers.length = 0;
    beatAnswers.push(() => Promise.resolve({ credited: 20, position: 20, completed: false }));
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(beats).toHaveLength(tries + 1);
    expect(controller.getState()).toMatchObject({ credited: 20, message: '网络已恢复，中断期间的学习进度已上报' });
    jest.advanceTimersByTime(30_000);
    await settle();
    expect(beats).toHaveLength(tries + 1);
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
    expect(controller.getState().message).toBe('网络已恢复，中断期间的学习进度已上报');
    jest.advanceTimersByTime(NOTICE_MS);
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
