import type { VideoSetting } from '@contract/base';
import { secondsToHms } from '@/lib/duration';
import { videoTexts as t } from './texts';

// The player's study-time logic, free of React and of the network: the page wires a <video>
// element and the lesson endpoints into it, the tests a fake player and fake endpoints. The
// server decides what counts (docs/domain/study-time.md, "学习时长规则"); this keeps the player
// inside its rules (no seeking ahead, no speed over the limit) and reports position often enough.

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
  /**
   * The stretch played since the last answered heartbeat, which the server has not counted yet
   * (the page shows it apart from the server's figures); null when there is none.
   */
  unreported: [number, number] | null;
}

/** A heartbeat the server answered: its own figures, nothing estimated here. */
export interface BeatProgress {
  credited: number;
  position: number;
  completed: boolean;
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
/**
 * The server counts at most this many heartbeat intervals of wall time for one beat
 * (server/modules/lesson/credit.ts): after an outage the first beat that arrives makes up at most
 * that much. The player pauses once the outage has lasted OUTAGE_PAUSE_INTERVALS, so that what
 * was played meanwhile (and the interval until the next attempt) stays within it.
 */
const MAX_BEAT_INTERVALS = 3;
const OUTAGE_PAUSE_INTERVALS = MAX_BEAT_INTERVALS - 1;

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
    unreported: null,
  };
  let sessionId: string | null = null;
  let starting: Promise<void> | null = null;
  let startedOnce = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  let lastTime = initial.position;
  /**
   * Where ordinary playback (or an accepted seek) brought the player: a report made while a seek
   * ahead is still on the player (Chromium's timeline pauses and moves the player before
   * 'seeking' snaps it back) gives this, not the refused target.
   */
  let reached = initial.position;
  /** the position of the last answered beat (or the start): the unreported stretch runs from here */
  let reportedFrom = initial.position;
  /** the position the last beat reported, and seeks so far (an answer to a beat sent before a seek does not move reportedFrom) */
  let lastReported = initial.position;
  let seeks = 0;
  /** beats go one after another: an answer never overtakes a later one */
  let queue: Promise<unknown> = Promise.resolve();
  let disposed = false;
  /** when a beat (or the start) last got an answer: an outage is measured from it */
  let lastAnsweredAt = Date.now();
  /** beats keep failing (network, timeout, 5xx): retried every heartbeatSeconds, playing or not */
  let outage = false;
  /** the player was paused for this outage already: a learner who plays on is not paused again */
  let outagePaused = false;
  /** the video ended during an outage: the verdict is asked for again once beats get through */
  let finishing = false;
  let retryTimer: ReturnType<typeof setInterval> | null = null;
  /**
   * How long the message stays: 'passing' ones go after NOTICE_MS (or on the next play),
   * 'seek' (a seek ahead refused) after NOTICE_MS only, since Chromium's timeline pauses and
   * plays again around the seek itself, 'untilPlay' ones (paused on blur, a failed start) on the
   * next play, the stop (another page took over) when this page takes the session back, and an
   * outage's when a beat gets through.
   */
  let messageKind: 'passing' | 'seek' | 'untilPlay' | 'stop' | 'outage' = 'passing';
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
    if (kind === 'passing' || kind === 'seek') {
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
  /** The position a beat reports: the player's, or the one reached before a seek ahead that is not allowed. */
  const reportPosition = () => {
    const at = position();
    return !rules.allowSeek && at > state.allowed + SEEK_TOLERANCE ? Math.min(reached, state.allowed) : at;
  };
  /** A new starting point for the unreported stretch (an answer, the start, a seek). */
  const reportedAt = (at: number) => {
    reportedFrom = at;
    if (state.unreported !== null) set({ unreported: null });
  };
  const stopRetry = () => {
    if (retryTimer !== null) clearInterval(retryTimer);
    retryTimer = null;
  };
  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const startTimer = () => {
    stopTimer();
    timer = setInterval(() => void beat(true), rules.heartbeatSeconds * 1000);
  };

  /** The server ended this page's session (another page took over): stop and say so. */
  const stopWith = (message: string) => {
    sessionId = null;
    outage = false;
    stopRetry();
    stopTimer();
    say(message, 'stop', { stopped: true });
    if (!player.paused) player.pause();
  };

  /** A beat was answered after an outage: retries stop, and the learner hears the time was made up. */
  function recovered() {
    if (!outage) return;
    outage = false;
    stopRetry();
    say(t.beatRecovered, 'passing');
  }

  /** No beat gets through: say so until one does, retry on a timer of its own, and pause before the lost time outgrows what the server can make up. */
  function lost() {
    if (!outage) {
      outage = true;
      outagePaused = false;
      stopRetry();
      retryTimer = setInterval(() => {
        // while playing, the heartbeat timer already retries
        if (player.paused) void beat(false).then(() => (finishing ? finish() : undefined));
      }, rules.heartbeatSeconds * 1000);
    }
    const unanswered = (Date.now() - lastAnsweredAt) / 1000;
    if (!outagePaused && !player.paused && unanswered >= rules.heartbeatSeconds * OUTAGE_PAUSE_INTERVALS) {
      outagePaused = true;
      player.pause();
      say(t.outagePaused, 'outage');
    } else if (state.message !== t.outagePaused) {
      say(t.beatLost(rules.heartbeatSeconds * MAX_BEAT_INTERVALS), 'outage');
    }
  }

  async function send(body: BeatBody, epoch: number, retried = false): Promise<void> {
    try {
      const answer = await port.beat(body);
      lastAnsweredAt = Date.now();
      const refused = !rules.allowSeek && answer.position + SEEK_TOLERANCE < body.position;
      if (refused) {
        player.currentTime = answer.position;
        lastTime = answer.position;
        reached = answer.position;
      }
      if (epoch === seeks) reportedAt(answer.position);
      const figures = {
        credited: answer.credited,
        completed: state.completed || answer.completed,
        allowed: Math.max(state.allowed, answer.position),
      };
      if (refused) say(t.noSeek, 'seek', figures);
      else set(figures);
      recovered();
      if (!disposed) onBeat?.({ credited: answer.credited, position: answer.position, completed: figures.completed });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 10002) return stopWith(failure.message || t.otherPage);
      // Resending is safe: the server credits only ground not covered before.
      if (!retried && !outage) return send(body, epoch, true);
      lost();
    }
  }

  /**
   * The end of the video: asks for the verdict. While the server is away the session stays, and
   * the outage's retries report the last stretch again and ask again.
   */
  async function finish(): Promise<void> {
    const id = sessionId;
    if (!id) return;
    try {
      const verdict = await port.complete(id);
      sessionId = null;
      finishing = false;
      set({ verdict, completed: state.completed || verdict.completed });
      recovered();
    } catch (error) {
      const failure = failureOf(error);
      if (failure.code === 10002) return stopWith(failure.message || t.otherPage);
      if (failure.code === null || failure.code >= 500) {
        finishing = true;
        return lost();
      }
      sessionId = null;
      finishing = false;
      say(failure.message, 'untilPlay');
    }
  }

  function beat(playing: boolean, at = reportPosition()): Promise<unknown> {
    if (!sessionId) return queue;
    const body = { sessionId, position: at, playing };
    const epoch = seeks;
    lastReported = at;
    queue = queue.then(() => send(body, epoch));
    return queue;
  }

  /** Before a seek moves the player: report the stretch played up to it, once per seek gesture. */
  function reportBeforeSeek() {
    if (sessionId && reached > reportedFrom + SEEK_TOLERANCE && reached !== lastReported) void beat(!player.paused, reached);
  }

  function start(): Promise<void> {
    starting ??= port
      .start(videoId)
      .then((answer) => {
        sessionId = answer.sessionId;
        lastAnsweredAt = Date.now();
        // this page has the session again: the stop no longer holds
        unsay('stop');
        // Continue where the learner left off: the server's position is the one it counts from.
        if (!startedOnce && Math.abs(answer.position - player.currentTime) > SEEK_TOLERANCE) {
          player.currentTime = answer.position;
          lastTime = answer.position;
          reached = answer.position;
        }
        reportedAt(reached);
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
        reached = initial.position;
        say(t.resumed(secondsToHms(initial.position)), 'passing');
      }
    },

    handlePlay(): Promise<void> {
      // a new play moves on from the notices before it; a stop stays until the session is back,
      // an outage until a beat gets through
      unsay('passing', 'untilPlay');
      if (!sessionId) return start();
      startTimer();
      // after an outage, try at once: the time played before it is made up as soon as it arrives
      if (outage) void beat(true);
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
      await finish();
    },

    /** seeking: with allowSeek false a jump past the covered part snaps back. */
    handleSeeking() {
      const target = player.currentTime;
      if (Math.abs(target - reached) > SEEK_TOLERANCE) reportBeforeSeek();
      if (!rules.allowSeek && target > state.allowed + SEEK_TOLERANCE) {
        player.currentTime = state.allowed;
        lastTime = state.allowed;
        if (reached !== state.allowed) {
          seeks += 1;
          reached = state.allowed;
          reportedAt(state.allowed);
        }
        say(t.noSeek, 'seek');
        return;
      }
      lastTime = target;
      if (target !== reached) {
        seeks += 1;
        reached = target;
        reportedAt(target);
      }
    },

    /** timeupdate: ordinary playback moves the allowed point on. */
    handleTimeUpdate() {
      const now = player.currentTime;
      const step = now - lastTime;
      lastTime = now;
      if (player.paused || step < 0 || step > MAX_NATURAL_STEP * rules.maxSpeed) return;
      reached = now;
      const patch: Partial<StudyState> = {};
      if (now > state.allowed) patch.allowed = now;
      // whole seconds are enough for the figure on screen
      if (sessionId && now > reportedFrom && Math.floor(now) !== Math.floor(state.unreported?.[1] ?? -1))
        patch.unreported = [reportedFrom, now];
      if (Object.keys(patch).length) set(patch);
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
      port.keepalive({ sessionId, position: reportPosition(), playing: !player.paused });
    },

    /**
     * The page goes (返回课程, another chapter, any in-app way out): the last beat, with keepalive.
     * Sent whether or not the player still plays: by now the browser may have paused the element it
     * took out of the page, and a report of a player that stood still earns nothing twice.
     */
    dispose() {
      stopTimer();
      stopRetry();
      clearNoticeTimer();
      if (sessionId) port.keepalive({ sessionId, position: reportPosition(), playing: !player.paused });
      disposed = true;
      sessionId = null;
    },
  };
}

export type StudyController = ReturnType<typeof createStudyController>;
