// bench:study's first phase, "on schedule", in a process of its own (bench/study.ts forks it):
// every learner beats once per `periodMs` of wall time, the learners spread evenly over it
// (open loop, node:http), latency from send to answer.
// Its own process, because the latency it reports must be the server's. Run in the driver
// (a heap of about 100 MB: autocannon, the fleet, the database layer), its minor collections
// took 6-12 ms every 150 ms and a major one 25-35 ms; the answers that arrived meanwhile counted
// those pauses as latency, and the slow beats clustered on the driver's collections while the
// server's event loop was never late by more than about 12 ms. Here the heap holds only the
// learners, and the process reports its own longest event-loop delay beside the figures, so a
// pause of the load generator shows for what it is.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { percentile, sleep } from './examClient';
import { Fleet, type Studying, type Tally } from './studyFleet';

export interface ScheduleJob {
  origin: string;
  path: string;
  learners: Studying[];
  duration: number;
  periodMs: number;
  seconds: number;
  /** beats on the same schedule first, not reported: this process's JIT and its connections warm up */
  warmupSeconds: number;
}

export interface ScheduleResult {
  /** the measured window, s */
  seconds: number;
  sent: number;
  /** beats that could not leave on time (the learner's previous one still unanswered a period later) */
  late: number;
  p50: number;
  p99: number;
  max: number;
  tally: Omit<Tally, 'refusedWhy'> & { refusedWhy: [string, number][] };
  /** the learners as the phase left them (positions, credited), for the phases after it */
  learners: Studying[];
  /** this process's longest event-loop delay during the phase, ms */
  loadPauseMs: number;
}

export async function onSchedule(job: ScheduleJob): Promise<ScheduleResult> {
  const fleet = new Fleet(job.learners, job.duration);
  const url = new URL(job.path, job.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const n = fleet.learners.length;
  let sent = 0;
  let late = 0;
  let inFlight = 0;
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const t0 = Date.now();
  const beat = (l: Studying) => {
    const started = performance.now();
    const body = fleet.body(l, Date.now());
    inFlight++;
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), token: l.token, appId: '6' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          inFlight--;
          latencies.push(performance.now() - started);
          fleet.record(l, res.statusCode ?? 0, text);
        });
      },
    );
    req.on('error', () => {
      inFlight--;
      fleet.failed(l);
    });
    req.end(body);
  };
  while (Date.now() - t0 < job.seconds * 1000) {
    const due = Math.floor(((Date.now() - t0) / job.periodMs) * n);
    for (; due > sent + late;) {
      const l = fleet.learners[(sent + late) % n];
      // still waiting for its previous beat a whole period later: the server is behind
      if (l.busy) late++;
      else {
        beat(l);
        sent++;
      }
    }
    await sleep(2);
  }
  const seconds = (Date.now() - t0) / 1000;
  while (inFlight > 0) await sleep(5);
  delay.disable();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const { refusedWhy, ...counts } = fleet.resetTally();
  return {
    seconds,
    sent,
    late,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length ? latencies[latencies.length - 1] : 0,
    tally: { ...counts, refusedWhy: [...refusedWhy] },
    learners: fleet.learners,
    loadPauseMs: delay.max / 1e6,
  };
}

// forked: one job from the parent, its result back, then exit
if (process.send) {
  process.once('message', (job: ScheduleJob) => {
    onSchedule({ ...job, seconds: job.warmupSeconds })
      .then(() => onSchedule(job))
      .then(
        (result) => process.send!(result, () => process.exit(0)),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  });
}
