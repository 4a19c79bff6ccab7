import type { Graded, SaveResult, StartedExam } from '@contract/exam';
import type { AttemptMirror, MirrorPort } from './answerMirror';
import {
  createAttemptSession,
  RESTORED_NOTICE_MS,
  statusOf,
  TYPING_DEBOUNCE_MS,
  unsentQuestions,
  type AttemptPort,
} from './attemptSession';

const SERVER_NOW = '2026-11-25T08:00:00.000Z';

function started(over: Partial<StartedExam> = {}): StartedExam {
  return {
    recordId: 7,
    examId: 3,
    title: '发展对象党章党规知识测试',
    startTime: SERVER_NOW,
    endTime: '2026-11-25T08:30:00.000Z',
    serverTime: SERVER_NOW,
    totalScore: 100,
    passScore: 60,
    leaveCount: 0,
    maxLeaves: 3,
    questions: [
      {
        id: 11,
        type: 'single',
        stem: '党的最高理想和最终目标是',
        options: [
          { key: 'A', text: '实现共产主义' },
          { key: 'B', text: '全面建成小康社会' },
        ],
        score: 2,
      },
      { id: 12, type: 'fill', stem: '党的根本组织原则是____', options: [], score: 2 },
      { id: 13, type: 'judge', stem: '预备期为一年', options: [], score: 2 },
    ],
    answers: [],
    ...over,
  };
}

function memoryMirror(initial: Record<number, AttemptMirror> = {}): MirrorPort & { data: Record<number, AttemptMirror> } {
  const data = { ...initial };
  return {
    data,
    load: (id) => data[id] ?? {},
    save(id, m) {
      if (Object.keys(m).length === 0) delete data[id];
      else data[id] = m;
    },
  };
}

const offline = () => Promise.reject({ kind: 'network', code: null, message: '后端接口连接异常' });
const grade: Graded = { recordId: 7, score: 80, totalScore: 100, passScore: 60, passed: true, closeReason: 'submitted' };

interface FakePort extends AttemptPort {
  online: boolean;
  skewMs: number;
  saves: Array<{ questionId: number; answer: string; seq: number }>;
  stored: Map<number, { answer: string; seq: number }>;
  save: jest.Mock;
  mark: jest.Mock;
  leave: jest.Mock;
  submit: jest.Mock;
}

/** A fake server: saves keep the highest seq per question, like the real one. */
function fakePort(): FakePort {
  const stored = new Map<number, { answer: string; seq: number }>();
  const port: FakePort = {
    online: true,
    saves: [] as Array<{ questionId: number; answer: string; seq: number }>,
    stored,
    save: jest.fn(async (b: { questionId: number; answer: string; seq: number }): Promise<SaveResult> => {
      if (!port.online) return offline();
      port.saves.push({ questionId: b.questionId, answer: b.answer, seq: b.seq });
      const had = stored.get(b.questionId);
      if (had && had.seq >= b.seq) return { questionId: b.questionId, seq: had.seq, applied: false };
      stored.set(b.questionId, { answer: b.answer, seq: b.seq });
      return { questionId: b.questionId, seq: b.seq, applied: true };
    }),
    mark: jest.fn(async () => (port.online ? null : offline())),
    endTime: jest.fn(async () => ({ endTime: '2026-11-25T08:30:00.000Z', serverTime: new Date(Date.now() + port.skewMs).toISOString() })),
    leave: jest.fn(),
    submit: jest.fn(async () => grade),
    skewMs: 0,
  };
  return port;
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers({ now: Date.parse(SERVER_NOW) }));
afterEach(() => jest.useRealTimers());

describe('attemptSession: saving', () => {
  it('a click is sent at once with seq 1, mirrored until the server confirms', async () => {
    const port = fakePort();
    const mirror = memoryMirror();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror });
    s.setAnswer(11, 'A');
    expect(mirror.data[7]).toEqual({ 11: { answer: 'A', seq: 1 } });
    expect(statusOf(s.getState(), 11)).toBe('saving');
    await flush();
    expect(port.saves).toEqual([{ questionId: 11, answer: 'A', seq: 1 }]);
    expect(statusOf(s.getState(), 11)).toBe('saved');
    expect(mirror.data[7]).toBeUndefined();
  });

  it('typing is debounced: one save with the last text', async () => {
    const port = fakePort();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    s.setAnswer(12, '民', TYPING_DEBOUNCE_MS);
    s.setAnswer(12, '民主', TYPING_DEBOUNCE_MS);
    s.setAnswer(12, '民主集中制', TYPING_DEBOUNCE_MS);
    expect(statusOf(s.getState(), 12)).toBe('unsaved');
    jest.advanceTimersByTime(TYPING_DEBOUNCE_MS);
    await flush();
    expect(port.saves).toEqual([{ questionId: 12, answer: '民主集中制', seq: 3 }]);
    expect(statusOf(s.getState(), 12)).toBe('saved');
  });

  it('a change while a save is in flight goes next, with a higher seq; the last answer wins', async () => {
    const port = fakePort();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    s.setAnswer(11, 'A');
    s.setAnswer(11, 'B');
    await flush();
    await flush();
    expect(port.saves.map((x: { answer: string; seq: number }) => x.seq)).toEqual([1, 2]);
    expect(port.stored.get(11)).toEqual({ answer: 'B', seq: 2 });
    expect(statusOf(s.getState(), 11)).toBe('saved');
  });

  it('offline: answers stay mirrored, the banner shows, retries with backoff send them when the network is back', async () => {
    const port = fakePort();
    const mirror = memoryMirror();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror });
    port.online = false;
    s.setAnswer(11, 'A');
    await flush();
    expect(s.getState().outage).toBe('network');
    s.setAnswer(13, 'true');
    s.setAnswer(12, '民主集中制', TYPING_DEBOUNCE_MS);
    await flush();
    expect(mirror.data[7]).toEqual({ 11: { answer: 'A', seq: 1 }, 12: { answer: '民主集中制', seq: 1 }, 13: { answer: 'true', seq: 1 } });
    port.online = true;
    jest.advanceTimersByTime(2000);
    await flush();
    await flush();
    expect(s.getState().outage).toBeNull();
    expect([...port.stored.entries()].sort()).toEqual([
      [11, { answer: 'A', seq: 1 }],
      [12, { answer: '民主集中制', seq: 1 }],
      [13, { answer: 'true', seq: 1 }],
    ]);
    expect(mirror.data[7]).toBeUndefined();
  });

  it('a 5xx while the network works is the server’s trouble, not a lost connection; retried with the same backoff', async () => {
    const port = fakePort();
    const serverDown = () => Promise.reject({ kind: 'http', code: 503, message: '后端接口503异常' });
    port.save.mockImplementationOnce(serverDown).mockImplementationOnce(serverDown);
    const mirror = memoryMirror();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror });
    s.setAnswer(11, 'A');
    await flush();
    expect(s.getState().outage).toBe('server');
    expect(statusOf(s.getState(), 11)).toBe('unsaved');
    expect(mirror.data[7]).toEqual({ 11: { answer: 'A', seq: 1 } });
    jest.advanceTimersByTime(999);
    await flush();
    expect(port.save).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(port.save).toHaveBeenCalledTimes(2);
    expect(s.getState().outage).toBe('server');
    jest.advanceTimersByTime(2000);
    await flush();
    expect(port.save).toHaveBeenCalledTimes(3);
    expect(port.stored.get(11)).toEqual({ answer: 'A', seq: 1 });
    expect(s.getState().outage).toBeNull();
    expect(mirror.data[7]).toBeUndefined();
  });

  it('a 5xx on submit while saves are refused says the server cannot save, not that the network is down', async () => {
    const port = fakePort();
    port.save.mockImplementation(() => Promise.reject({ kind: 'http', code: 502, message: '后端接口502异常' }));
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    s.setAnswer(11, 'A');
    const submitted = s.finish();
    await flush();
    jest.advanceTimersByTime(8000);
    expect(await submitted).toBeNull();
    expect(s.getState().submitError).toContain('服务器暂时无法保存');
    expect(s.getState().submitError).not.toContain('网络');
  });

  it('a lost connection after a 5xx is named as such', async () => {
    const port = fakePort();
    port.save.mockImplementationOnce(() => Promise.reject({ kind: 'http', code: 500, message: '后端接口500异常' }));
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    s.setAnswer(11, 'A');
    await flush();
    expect(s.getState().outage).toBe('server');
    port.online = false;
    jest.advanceTimersByTime(1000);
    await flush();
    expect(s.getState().outage).toBe('network');
  });

  it('retryNow (the browser is online again) sends without waiting for the backoff', async () => {
    const port = fakePort();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    port.online = false;
    s.setAnswer(11, 'A');
    await flush();
    port.online = true;
    s.retryNow();
    await flush();
    expect(port.stored.get(11)).toEqual({ answer: 'A', seq: 1 });
  });

  it('a stale retry never overwrites: the server kept a newer answer of another window, ours goes again above it', async () => {
    const port = fakePort();
    port.stored.set(11, { answer: 'B', seq: 5 });
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    s.setAnswer(11, 'A');
    await flush();
    await flush();
    expect(port.saves.map((x: { answer: string; seq: number }) => [x.answer, x.seq])).toEqual([
      ['A', 1],
      ['A', 6],
    ]);
    expect(port.stored.get(11)).toEqual({ answer: 'A', seq: 6 });
    expect(statusOf(s.getState(), 11)).toBe('saved');
  });

  it('a refusal (10002) stays beside the question and is not retried', async () => {
    const port = fakePort();
    port.save.mockImplementationOnce(() => Promise.reject({ kind: 'code', code: 10002, message: '答案格式不正确' }));
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    s.setAnswer(11, 'A');
    await flush();
    expect(s.getState().progress[11].error).toBe('答案格式不正确');
    expect(statusOf(s.getState(), 11)).toBe('error');
    jest.advanceTimersByTime(20_000);
    expect(port.save).toHaveBeenCalledTimes(1);
  });

  it('marks are sent and mirrored like answers', async () => {
    const port = fakePort();
    const mirror = memoryMirror();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror });
    port.online = false;
    s.toggleMark(12);
    await flush();
    expect(mirror.data[7]).toEqual({ 12: { marked: true } });
    port.online = true;
    s.retryNow();
    await flush();
    expect(port.mark).toHaveBeenLastCalledWith({ recordId: 7, questionId: 12, marked: true });
    expect(s.getState().progress[12]).toMatchObject({ marked: true, markSaved: true });
    expect(mirror.data[7]).toBeUndefined();
  });
});

describe('attemptSession: resuming', () => {
  it('the server answers come back; a newer unconfirmed local answer wins and is sent; an older one is dropped', async () => {
    const port = fakePort();
    const mirror = memoryMirror({ 7: { 11: { answer: 'B', seq: 3 }, 13: { answer: 'false', seq: 1 }, 12: { marked: true } } });
    const s = createAttemptSession({
      started: started({
        answers: [
          { questionId: 11, answer: 'A', seq: 2, marked: false },
          { questionId: 13, answer: 'true', seq: 2, marked: false },
        ],
      }),
      port: port as AttemptPort,
      mirror,
    });
    expect(s.getState().progress[11]).toMatchObject({ answer: 'B', seq: 3, savedSeq: 2 });
    expect(s.getState().progress[13]).toMatchObject({ answer: 'true', seq: 2, savedSeq: 2 });
    expect(s.getState().progress[12]).toMatchObject({ marked: true, markSaved: false });
    s.start();
    await flush();
    expect(port.saves).toEqual([{ questionId: 11, answer: 'B', seq: 3 }]);
    expect(port.mark).toHaveBeenCalledWith({ recordId: 7, questionId: 12, marked: true });
    expect(mirror.data[7]).toBeUndefined();
  });

  it('says how many answers came back from this computer while they are sent, at least a moment, then the normal saved state', async () => {
    const port = fakePort();
    const mirror = memoryMirror({ 7: { 11: { answer: 'B', seq: 3 }, 12: { answer: '民主集中制', seq: 1 }, 13: { marked: true } } });
    const s = createAttemptSession({
      started: started({ answers: [{ questionId: 11, answer: 'A', seq: 2, marked: false }] }),
      port: port as AttemptPort,
      mirror,
    });
    expect(s.getState().restored).toBe(2);
    s.start();
    await flush();
    expect(port.stored.get(12)).toEqual({ answer: '民主集中制', seq: 1 });
    expect(statusOf(s.getState(), 11)).toBe('saved');
    // sent at once, but the notice stays long enough to be read
    expect(s.getState().restored).toBe(2);
    jest.advanceTimersByTime(RESTORED_NOTICE_MS);
    expect(s.getState().restored).toBe(0);
  });

  it('the notice of restored answers stays while they cannot reach the server', async () => {
    const port = fakePort();
    port.online = false;
    const s = createAttemptSession({
      started: started(),
      port: port as AttemptPort,
      mirror: memoryMirror({ 7: { 11: { answer: 'B', seq: 1 } } }),
    });
    s.start();
    await flush();
    jest.advanceTimersByTime(RESTORED_NOTICE_MS);
    await flush();
    expect(s.getState().restored).toBe(1);
    port.online = true;
    s.retryNow();
    await flush();
    expect(port.stored.get(11)).toEqual({ answer: 'B', seq: 1 });
    expect(s.getState().restored).toBe(0);
  });

  it('nothing restored, nothing said', () => {
    const s = createAttemptSession({
      started: started(),
      port: fakePort() as AttemptPort,
      mirror: memoryMirror({ 7: { 12: { marked: true } } }),
    });
    expect(s.getState().restored).toBe(0);
  });

  it('ignores mirrored questions that are not on this paper', () => {
    const s = createAttemptSession({
      started: started(),
      port: fakePort() as AttemptPort,
      mirror: memoryMirror({ 7: { 99: { answer: 'A', seq: 1 } } }),
    });
    expect(s.getState().progress[99]).toBeUndefined();
  });
});

describe('attemptSession: time', () => {
  it('counts down on the server clock: a PC clock hours wrong shows the same time left', () => {
    jest.setSystemTime(Date.parse(SERVER_NOW) - 5 * 3600_000);
    const s = createAttemptSession({ started: started(), port: fakePort() as AttemptPort, mirror: memoryMirror() });
    expect(s.remainingMs()).toBe(30 * 60_000);
    jest.advanceTimersByTime(60_000);
    expect(s.remainingMs()).toBe(29 * 60_000);
  });

  it('resync moves the countdown to the server clock again (the PC clock jumped)', async () => {
    const port = fakePort();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    jest.setSystemTime(Date.parse(SERVER_NOW) + 3600_000);
    expect(s.remainingMs()).toBe(0);
    port.skewMs = -3600_000 + 10 * 60_000;
    await s.resync();
    expect(s.remainingMs()).toBe(20 * 60_000);
  });

  it('the last seconds: a blank being typed is sent at once, not after the typing pause; at zero the server closes it', async () => {
    const port = fakePort();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    jest.setSystemTime(Date.parse('2026-11-25T08:30:00.000Z') - 2000);
    s.setAnswer(12, '民主集中制', TYPING_DEBOUNCE_MS);
    expect(s.tick()).toBe(2000);
    await flush();
    expect(port.stored.get(12)).toEqual({ answer: '民主集中制', seq: 1 });
    jest.setSystemTime(Date.parse('2026-11-25T08:30:00.000Z'));
    expect(s.tick()).toBe(0);
    await flush();
    expect(port.submit).toHaveBeenCalledTimes(1);
    expect(s.getState().timeUp).toBe(true);
  });

  it('time up while offline: unsent answers are no longer promised a retry, and after the grade they are named as not scored', async () => {
    const port = fakePort();
    const closed: Graded = { ...grade, score: 2, closeReason: 'timeout' };
    port.submit.mockImplementation(async () => (port.online ? closed : offline()));
    const mirror = memoryMirror();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror });
    s.start();
    s.setAnswer(11, 'A');
    await flush();
    port.online = false;
    s.setAnswer(12, '民主集中制', TYPING_DEBOUNCE_MS);
    jest.advanceTimersByTime(TYPING_DEBOUNCE_MS);
    await flush();
    s.setAnswer(13, 'true');
    await flush();
    expect(s.getState().outage).toBe('network');
    expect(statusOf(s.getState(), 13)).toBe('unsaved');

    jest.setSystemTime(Date.parse('2026-11-25T08:30:00.000Z'));
    expect(s.tick()).toBe(0);
    await flush();
    expect(s.getState()).toMatchObject({ timeUp: true, grade: null, outage: 'network' });
    expect(statusOf(s.getState(), 12)).toBe('late');
    expect(statusOf(s.getState(), 13)).toBe('late');
    expect(statusOf(s.getState(), 11)).toBe('saved');
    expect(unsentQuestions(s.getState())).toEqual([12, 13]);
    const savesAtEnd = port.save.mock.calls.length;

    port.online = true;
    s.retryNow();
    s.tick();
    await flush();
    await flush();
    expect(s.getState().grade).toEqual(closed);
    // the server refuses answers after the end: they are not sent, and said to be unscored
    expect(port.save).toHaveBeenCalledTimes(savesAtEnd);
    expect(unsentQuestions(s.getState())).toEqual([12, 13]);
    expect(mirror.data[7]).toBeUndefined();
  });

  it.each([
    ['confirmed after the grade is not named as unsent', true, []],
    ['lost after the grade is named as unsent', false, [11]],
  ])('an answer in flight at the end, %s; the closed attempt leaves nothing on this computer', async (_what, arrives, unsent) => {
    const port = fakePort();
    let answer: (ok: boolean) => void = () => undefined;
    port.save.mockImplementationOnce(
      () =>
        new Promise<SaveResult>(
          (resolve, reject) =>
            (answer = (ok) =>
              ok ? resolve({ questionId: 11, seq: 1, applied: true }) : reject({ kind: 'network', code: null, message: '' })),
        ),
    );
    const mirror = memoryMirror();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror });
    s.setAnswer(11, 'A');
    expect(unsentQuestions(s.getState())).toEqual([]);
    jest.setSystemTime(Date.parse('2026-11-25T08:30:00.000Z'));
    s.tick();
    await flush();
    expect(s.getState().grade).toEqual(grade);
    expect(mirror.data[7]).toBeUndefined();
    answer(arrives);
    await flush();
    expect(unsentQuestions(s.getState())).toEqual(unsent);
    expect(mirror.data[7]).toBeUndefined();
  });

  it('well before the end a tick leaves the typing pause alone', () => {
    const port = fakePort();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror: memoryMirror() });
    s.setAnswer(12, '民主', TYPING_DEBOUNCE_MS);
    s.tick();
    expect(port.save).not.toHaveBeenCalled();
  });

  it('a save after the end (考试已结束) stops the queue and fetches the grade the server closed with', async () => {
    const port = fakePort();
    const closed: Graded = { ...grade, closeReason: 'timeout' };
    port.save.mockImplementation(() => Promise.reject({ kind: 'code', code: 10002, message: '考试已结束', data: { reason: 'examOver' } }));
    port.submit.mockResolvedValue(closed);
    const mirror = memoryMirror();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror });
    s.setAnswer(11, 'A');
    await flush();
    await flush();
    expect(s.getState().grade).toEqual(closed);
    expect(s.getState().timeUp).toBe(true);
    expect(mirror.data[7]).toBeUndefined();
    s.setAnswer(11, 'B');
    expect(port.save).toHaveBeenCalledTimes(1);
  });

  it("the end is told by the refusal's reason (examOver), not by the wording of its message", async () => {
    const reworded = fakePort();
    reworded.save.mockImplementation(() =>
      Promise.reject({ kind: 'code', code: 10002, message: '本场考试已经结束', data: { reason: 'examOver' } }),
    );
    const ended = createAttemptSession({ started: started(), port: reworded as AttemptPort, mirror: memoryMirror() });
    ended.setAnswer(11, 'A');
    await flush();
    await flush();
    expect(ended.getState().grade).toEqual(grade);
    expect(ended.getState().timeUp).toBe(true);

    // the same words without the reason are a refusal of this answer: shown beside it, the attempt goes on
    const words = fakePort();
    words.save.mockImplementation(() => Promise.reject({ kind: 'code', code: 10002, message: '考试已结束' }));
    const going = createAttemptSession({ started: started(), port: words as AttemptPort, mirror: memoryMirror() });
    going.setAnswer(11, 'A');
    await flush();
    await flush();
    expect(going.getState().progress[11].error).toBe('考试已结束');
    expect(going.getState().timeUp).toBe(false);
    expect(going.getState().grade).toBeNull();
    expect(words.submit).not.toHaveBeenCalled();
  });
});

describe('attemptSession: submitting and leaving', () => {
  it('submit waits for pending saves, then grades once; the mirror is cleared', async () => {
    const port = fakePort();
    const mirror = memoryMirror();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror });
    s.setAnswer(12, '民主集中制', TYPING_DEBOUNCE_MS);
    const result = s.finish();
    await flush();
    await flush();
    expect(await result).toEqual(grade);
    expect(port.stored.get(12)).toEqual({ answer: '民主集中制', seq: 1 });
    expect(port.submit).toHaveBeenCalledTimes(1);
    expect(await s.finish()).toEqual(grade);
    expect(port.submit).toHaveBeenCalledTimes(1);
    expect(mirror.data[7]).toBeUndefined();
  });

  it('submit while answers cannot reach the server: refused with a message, answers kept', async () => {
    const port = fakePort();
    const mirror = memoryMirror();
    const s = createAttemptSession({ started: started(), port: port as AttemptPort, mirror });
    port.online = false;
    s.setAnswer(11, 'A');
    const result = s.finish();
    await flush();
    jest.advanceTimersByTime(8000);
    expect(await result).toBeNull();
    expect(port.submit).not.toHaveBeenCalled();
    expect(s.getState().submitError).toContain('答案已保存在本机');
    expect(mirror.data[7]).toEqual({ 11: { answer: 'A', seq: 1 } });
  });

  it('a leave updates the count; one too many closes the attempt with the grade', async () => {
    const port = fakePort();
    port.leave.mockResolvedValueOnce({ leaveCount: 1, maxLeaves: 1, closed: false, grade: null });
    port.leave.mockResolvedValueOnce({ leaveCount: 2, maxLeaves: 1, closed: true, grade: { ...grade, closeReason: 'leaves' } });
    const s = createAttemptSession({ started: started({ maxLeaves: 1 }), port: port as AttemptPort, mirror: memoryMirror() });
    await s.leave();
    expect(s.getState()).toMatchObject({ leaveCount: 1, grade: null });
    await s.leave();
    expect(s.getState().grade?.closeReason).toBe('leaves');
  });
});
