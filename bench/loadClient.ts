// bench:study's heartbeats "as fast as possible": a closed loop on keep-alive HTTP/1.1
// connections, each sending its next request as soon as the previous one is answered.
// Written for the bench rather than taken from autocannon: autocannon builds each request again
// from an options object when the request changes every time (setupRequest), as every heartbeat
// does (the learner, the position), which costs the load process about as much CPU as the
// server's heartbeat and so limits the phase it measures. Here a request is one string written
// at once and an answer is read from the socket's buffer.
import net from 'node:net';
import { percentile } from './examClient';

/** One request as the load sends it: the whole text, and what `answered` is told of it. */
export interface LoadRequest<C> {
  text: string;
  ctx: C;
}

export interface Load<C> {
  /** the next request; called once per request, when a connection is free */
  next(): LoadRequest<C>;
  /** the answer to a request, when it came before the phase ended */
  answered?(ctx: C, status: number, body: string): void;
}

export interface LoadResult {
  /** seconds the phase ran */
  seconds: number;
  sent: number;
  answered: number;
  /** answers other than 200 */
  non200: number;
  /** connections that failed or closed with a request in flight, and answers that could not be read */
  errors: number;
  /** latency from writing the request to reading the whole answer, ms */
  p50: number;
  p99: number;
  max: number;
  /** CPU this process used per request sent, µs: the load's own cost, to compare with the server's */
  loadCpuUs: number;
}

/** A request's text up to its length and body: make it once, add each body with `withBody`. */
export function requestHead(origin: string, method: string, path: string, headers: Record<string, string>): string {
  const lines = [`${method} ${path} HTTP/1.1`, `host: ${new URL(origin).host}`, 'connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n`;
}

/** The whole request: the head, the body's length (UTF-8 bytes) and the body. */
export const withBody = (head: string, body: string): string => `${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length: *(\d+)/i;
const CLOSE = /\r\nconnection: *close/i;

/** Runs the load on `connections` connections for `seconds`; requests in flight at the end are dropped with their connections. */
export function runLoad<C>(origin: string, connections: number, seconds: number, load: Load<C>): Promise<LoadResult> {
  const { hostname, port } = new URL(origin);
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let sent = 0;
  let non200 = 0;
  let errors = 0;
  let stopped = false;
  const sockets = new Set<net.Socket>();

  const open = () => {
    if (stopped) return;
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    sockets.add(socket);
    let buffered: Buffer | null = null;
    let inFlight: LoadRequest<C> | null = null;
    let sentAt = 0;
    let connected = false;
    let dead = false;
    const send = () => {
      inFlight = load.next();
      sentAt = performance.now();
      sent++;
      socket.write(inFlight.text);
    };
    const fail = () => {
      if (stopped || dead) return;
      dead = true;
      // a request lost with its connection, or a connection that never opened
      if (inFlight || !connected) errors++;
      inFlight = null;
      sockets.delete(socket);
      socket.destroy();
      // a server that refuses connections is not hammered for the rest of the phase
      if (connected) open();
      else setTimeout(open, 50);
    };
    socket.on('connect', () => {
      connected = true;
      send();
    });
    socket.on('data', (chunk: Buffer) => {
      if (stopped) return;
      buffered = buffered ? Buffer.concat([buffered, chunk]) : chunk;
      const end = buffered.indexOf(HEAD_END);
      if (end < 0) return;
      const head = buffered.toString('latin1', 0, end);
      const length = CONTENT_LENGTH.exec(head);
      // every server measured here answers with a length; anything else is a fault to count
      if (!length || !inFlight) return fail();
      const bodyEnd = end + HEAD_END.length + Number(length[1]);
      if (buffered.length < bodyEnd) return;
      const body = buffered.toString('utf8', end + HEAD_END.length, bodyEnd);
      buffered = buffered.length > bodyEnd ? buffered.subarray(bodyEnd) : null;
      if (count === latencies.length) {
        const grown = new Float64Array(count * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = performance.now() - sentAt;
      const status = Number(head.slice(9, 12));
      if (status !== 200) non200++;
      const { ctx } = inFlight;
      inFlight = null;
      load.answered?.(ctx, status, body);
      if (CLOSE.test(head)) return fail();
      if (!stopped) send();
    });
    socket.on('error', fail);
    socket.on('close', fail);
  };

  return new Promise((resolve) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    for (let i = 0; i < connections; i++) open();
    setTimeout(() => {
      stopped = true;
      for (const s of sockets) s.destroy();
      const elapsed = (performance.now() - started) / 1000;
      const used = process.cpuUsage(cpu);
      const sorted = latencies.subarray(0, count).sort();
      resolve({
        seconds: elapsed,
        sent,
        answered: count,
        non200,
        errors,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: count ? sorted[count - 1] : 0,
        loadCpuUs: (used.user + used.system) / Math.max(1, sent),
      });
    }, seconds * 1000);
  });
}
