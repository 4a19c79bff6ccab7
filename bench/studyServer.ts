// The real server (server/main.ts, unchanged) with its clock running BENCH_CLOCK_RATE times
// faster than the wall clock, for bench/study.ts. The study rules allow a learner at most
// MAX_BEATS_PER_WINDOW heartbeats per heartbeatSeconds (>= 5 s) of server time, and credit at
// most the server time between beats: on the real clock 2,000 learners could send at most
// 4,000 accepted beats/s. Faster server time lets the same 2,000 learners send beats as fast
// as the server takes them while every beat is still within the rules and earns credit.
// BENCH_PROFILE_DIR: a V8 CPU profile of the whole run is written there on SIGTERM.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { clock } from '../server/lib/clock';

const rate = Number(process.env.BENCH_CLOCK_RATE || 1);
const origin = Date.now();
clock.now = () => new Date(origin + (Date.now() - origin) * rate);

const profileDir = process.env.BENCH_PROFILE_DIR;
if (profileDir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.start');
  // before main's own handler, which exits; an in-thread inspector session answers at once
  process.prependListener('SIGTERM', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(path.join(profileDir, `server-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}

void import('../server/main');
