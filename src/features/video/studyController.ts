import type { VideoSetting } from '@contract/base';
import { secondsToHms } from '@/lib/duration';
import { videoTexts as t } from './texts';

// The player's study-time logic, free of React and of the network: the page wires a <video>
// element and the lesson endpoints into it, the tests a fake player and fake endpoints. The
// server decides what counts (README "学习时长规则"); this keeps the player inside its rules
// (no seeking ahead, no speed over the limit) and reports position often enough.

/** The part of HTMLVideoElement the controller drives. */
export interface PlayerPort {
  currentTime: number;
  playbackRate: number;
  readonly paused: boolean;
  readonly duration: number;
  pause(): void;
}

export interface BeatBody {
  sessionId: string;
  position: number;
  playing: boolean;
}

/** The lesson endpoints; a rejection carries the server's `code` (10002) and `message`. */
export interface StudyPort {
  start(videoId: number): Promise<{ sessionId: string; position: number; credited: number }>;
  beat(body: BeatBody): Promise<{ credited: number; position: number; completed: boolean }>;
  complete(sessionId: string): Promise<{ completed: boolean; coveredRatio: number }>;
  /** the beat that must outlive the page (fetch keepalive) */
  keepalive(body: BeatBody): void;
}

export type StudyRules = Pick<VideoSetting, 'heartbeatSeconds' | 'allowSeek' | 'maxSpeed' | 'pauseOnBlur'>;

export interface StudyState {
  credited: number;
  completed: boolean;
  /** the furthest position the learner may seek to (allowSeek false) */
  allowed: number;
  /** resourceComplete's answer after the video ended */
  verdict: { completed: boolean; coveredRatio: number } | null;
  /** one notice for the learner (a refused seek, the other page, a lost beat) */
  message: string | null;
  /** true after the server stopped this page's session (10002) */
  stopped: boolean;
  /** the playback rate in force (the speed menu marks it) */
  rate: number;
}

/**
 * A heartbeat the server answered: its figures, and the part of the video it most likely marked
 * as watched (`span`, the reported stretch the server's rule credits as covered: from the last
 * accepted position, at most the elapsed time × maxSpeed back). `span` only lets the page show
 * progress between the server's own figures (the chapter list while playing); it decides nothing.
 */
export interface BeatProgress {
  credited: number;
  position: number;
  completed: boolean;
  span: [number, number] | null;
}

export interface ControllerOptions {
  videoId: number;
  player: PlayerPort;
  port: StudyPort;
  rules: StudyRules;
  initial: { position: number; credited: number; completed: boolean };
  onChange?: (state: StudyState) => void;
  onBeat?: (progress: BeatProgress) => void;
}

const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.5, 3];
/** a seek this far past the allowed point is still let through (timeupdate granularity) */
const SEEK_TOLERANCE = 1;
/** timeupdate fires about every 250 ms: a larger step is a jump, not playback */
const MAX_NATURAL_STEP = 2;
/** how long a passing notice (a refused seek, the resume point, the speed cap, a lost beat) stays */
export const NOTICE_MS = 5000;
/** the server's wall-time grace and cap per beat (server/modules/lesson/credit.ts) */
const BEAT_GRACE_SECONDS = 2;
const MAX_BEAT_INTERVALS = 3;

/** The playback rates the menu offers: none above maxSpeed, and maxSpeed itself. */
export function speedOptions(maxSpeed: number): number[] {
  const options = SPEEDS.filter((s) => s <= maxSpeed);
  if (!options.includes(maxSpeed)) options.push(maxSpeed);
  return options;
}

const failureOf = (error: unknown): { code: number | null; message: string } => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return { code: typeof e?.code === 'number' ? e.code : null, message: typeof e?.message === 'string' ? e.message : '' };
};

export function createStudyController({ videoId, player, port, rules, initial, onChange, onBeat }: ControllerOptions) {
  let state: StudyState = {
    credited: initial.credited,
    completed: initial.completed,
    allowed: initial.completed ? Number.POSITIVE_INFINITY : initial.position,
    verdict: null,
    message: null,
    stopped: false,
    rate: player.playbackRate,
  };
  let sessionId: string | null = null;
  let starting: Promise<void> | null = null;
  let startedOnce = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastTime = initial.position;
  /** beats go one after another: an answer never overtakes a later one */
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;
  /** the session's last position the server accepted, and when its last beat (or start) was sent */
  let acceptedPosition = initial.position;
  let lastSentAt = Date.now();
  /**
   * How long the message stays: 'passing' ones go after NOTICE_MS (or on the next play),
   * 'untilPlay' ones (paused on blur, a failed start) on the next play, and the stop (another
   * page took over) when this page takes the session back.
   */
  let messageKind: 'passing' | 'untilPlay' | 'stop' = 'passing';
  let noticeTimer: ReturnType<typeof setTimeout> | null = null;

  const set = (patch: Partial<StudyState>) => {
    state = { ...state, ...patch };
    if (!disposed) onChange?.(state);
  };
  const clearNoticeTimer = () => {
    if (noticeTimer !== null) clearTimeout(noticeTimer);
    noticeTimer = null;
  };
  /** Shows `message`; a passing one goes away by itself. */
  const say = (message: string, kind: typeof messageKind, patch: Partial<StudyState> = {}) => {
    clearNoticeTimer();
    messageKind = kind;
    set({ ...patch, message });
    if (kind === 'passing') {
      noticeTimer = setTimeout(() => {
        noticeTimer = null;
        if (state.message === message) set({ message: null });
      }, NOTICE_MS);
    }
  };
  /** Clears the message if it is one of `kinds`. */
  const unsay = (...kinds: (typeof messageKind)[]) => {
    if (state.message !== null && kinds.includes(messageKind)) {
      clearNoticeTimer();
      set({ message: null });
    }
  };
  const position = () => {
    const end = Number.isFinite(player.duration) && player.duration > 0 ? player.duration : Number.POSITIVE_INFINITY;
    return Math.max(0, Math.min(player.currentTime, end));
  };
  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const startTimer = () => {
    stopTimer();
    timer = setInterval(() => beat(true), rules.heartbeatSeconds * 1000);
  };

  /** The server ended this page's session (another page took over): stop and say so. */
  const stopWith = (message: string) => {
    sessionId = null;
    stopTimer();
    say(message, 'stop', { stopped: true });
    if (!player.paused) player.pause();
  };

  /** The stretch the server's rule marks as watched for this beat (credit.ts), or null. */
  function spanOf(body: BeatBody, elapsed: number, answered: number): [number, number] | null {
    if (!body.playing) return null;
    const wall = Math.max(0, Math.min(elapsed, rules.heartbeatSeconds * MAX_BEAT_INTERVALS));
    const maxAdvance = (wall + BEAT_GRACE_SECONDS) * rules.maxSpeed;
    // a refused position answers the last accepted one: an empty stretch
    const from = Math.max(answered >= acceptedPosition ? acceptedPosition : 0, answered - maxAdvance);
    return answered > from ? [from, answered] : null;
  }

  async function send(body: BeatBody, retried = false): Promise<void> {
    const sentAt = Date.now();
    const elapsed = (sentAt - lastSentAt) / 1000;
    lastSentAt = sentAt;
    try {
      const answer = await port.beat(body);
      const refused = !rules.allowSeek && answer.position + SEEK_TOLERANCE < body.position;
      if (refused) {
        player.currentTime = answer.position;
        lastTime = answer.position;
      }
      const span = spanOf(body, elapsed, answer.position);
      acceptedPosition = answer.position;
      const figures = {
        credited: answer.credited,
        completed: state.completed || answer.completed,
        allowed: Math.max(state.allowed, answer.position),
      };
      if (refused) say(t.noSeek, 'passing', figures);
      else {
        if (state.message === t.beatLost) unsay('passing');
        set(figures);
      }
      if (!disposed) onBeat?.({ credited: answer.credited, position: answer.position, completed: figures.completed, span });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 10002) return stopWith(failure.message || t.otherPage);
      // Resending is safe: the server credits only ground not covered before.
      if (!retried) return send(body, true);
      say(t.beatLost, 'passing');
    }
  }

  function beat(playing: boolean): Promise<unknown> {
    if (!sessionId) return queue;
    const body = { sessionId, position: position(), playing };
    queue = queue.then(() => send(body));
    return queue;
  }

  function start(): Promise<void> {
    starting ??= port
      .start(videoId)
      .then((answer) => {
        sessionId = answer.sessionId;
        acceptedPosition = answer.position;
        lastSentAt = Date.now();
        // this page has the session again: the stop no longer holds
        unsay('stop');
        // Continue where the learner left off: the server's position is the one it counts from.
        if (!startedOnce && Math.abs(answer.position - player.currentTime) > SEEK_TOLERANCE) {
          player.currentTime = answer.position;
          lastTime = answer.position;
        }
        startedOnce = true;
        set({ credited: answer.credited, stopped: false, allowed: Math.max(state.allowed, answer.position) });
        if (!player.paused) startTimer();
      })
      .catch((error: unknown) => {
        if (!player.paused) player.pause();
        say(t.startFailed(failureOf(error).message), 'untilPlay');
      })
      .finally(() => {
        starting = null;
      });
    return starting;
  }

  return {
    getState: () => state,
    speeds: speedOptions(rules.maxSpeed),

    /** loadedmetadata: show the spot where the learner left off (unless the video is done). */
    handleLoaded() {
      const end = player.duration;
      if (initial.position > 0 && (!Number.isFinite(end) || initial.position < end - SEEK_TOLERANCE)) {
        player.currentTime = initial.position;
        lastTime = initial.position;
        say(t.resumed(secondsToHms(initial.position)), 'passing');
      }
    },

    handlePlay(): Promise<void> {
      // a new play moves on from the notices before it; a stop stays until the session is back
      unsay('passing', 'untilPlay');
      if (!sessionId) return start();
      startTimer();
      return Promise.resolve();
    },

    /** pause, and the pause before `ended`: the seconds played since the last beat are reported. */
    handlePause(): Promise<unknown> {
      stopTimer();
      return beat(true);
    },

    async handleEnded(): Promise<void> {
      stopTimer();
      unsay('passing');
      if (starting) await starting;
      await beat(true);
      const id = sessionId;
      if (!id) return;
      sessionId = null;
      try {
        const verdict = await port.complete(id);
        set({ verdict, completed: state.completed || verdict.completed });
      } catch (error) {
        const failure = failureOf(error);
        if (failure.code === 10002) say(failure.message || t.otherPage, 'stop', { stopped: true });
        else say(failure.message, 'untilPlay');
      }
    },

    /** seeking: with allowSeek false a jump past the covered part snaps back. */
    handleSeeking() {
      const target = player.currentTime;
      if (!rules.allowSeek && target > state.allowed + SEEK_TOLERANCE) {
        player.currentTime = state.allowed;
        lastTime = state.allowed;
        say(t.noSeek, 'passing');
        return;
      }
      lastTime = target;
    },

    /** timeupdate: ordinary playback moves the allowed point on. */
    handleTimeUpdate() {
      const now = player.currentTime;
      const step = now - lastTime;
      if (!player.paused && step >= 0 && step <= MAX_NATURAL_STEP * rules.maxSpeed && now > state.allowed) {
        set({ allowed: now });
      }
      lastTime = now;
    },

    /** ratechange: anything faster than maxSpeed (keyboard, context menu) is put back. */
    handleRateChange() {
      if (player.playbackRate > rules.maxSpeed) {
        player.playbackRate = rules.maxSpeed;
        say(t.speedCapped(rules.maxSpeed), 'passing', { rate: rules.maxSpeed });
        return;
      }
      set({ rate: player.playbackRate });
    },

    setRate(rate: number) {
      player.playbackRate = Math.min(rate, rules.maxSpeed);
      set({ rate: player.playbackRate });
    },

    handleBlur() {
      if (rules.pauseOnBlur && !player.paused) {
        player.pause();
        say(t.blurPaused, 'untilPlay');
      }
    },

    /** pagehide / hidden tab: the last beat must arrive even if the page is going away. */
    handlePageHide() {
      if (!sessionId) return;
      port.keepalive({ sessionId, position: position(), playing: !player.paused });
    },

    dispose() {
      stopTimer();
      clearNoticeTimer();
      if (sessionId && !player.paused) port.keepalive({ sessionId, position: position(), playing: true });
      disposed = true;
      sessionId = null;
    },
  };
}

export type StudyController = ReturnType<typeof createStudyController>;
