// bench:cluster's figures per instance, from the proxy's access log (the instances log nothing
// more for it): which instance answered each request, the proxy's time for it and its status.
// HAProxy's line (deploy/haproxy/training2.cfg) names the server and Ta; nginx's
// (deploy/nginx/training2.conf) the upstream address (the last one tried) and request_time.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { ProxyKind } from '../scripts/cluster/proxyConfig';

export interface Served {
  count: number;
  /** the proxy's time for the request, ms */
  latencies: number[];
  /** answers 500 and above: 502/503/504 from the proxy, or the instance's */
  errors: number;
}

/** The log's size now: read the requests of a phase from there. */
export const logOffset = (file: string): number => statSync(file).size;

function readFrom(file: string, offset: number): string {
  const fd = openSync(file, 'r');
  try {
    const size = statSync(file).size;
    const buf = Buffer.alloc(Math.max(0, size - offset));
    readSync(fd, buf, 0, buf.length, offset);
    return buf.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

const HAPROXY = / training2\/(\S+) -?\d+\/-?\d+\/-?\d+\/-?\d+\/(-?\d+) (\d{3}) .*"(\S+) (\S+)/;
const NGINX = /"(\S+) (\S+) [^"]*" (\d{3}) \d+ ([\d.]+) upstream=(?:\S+, )*(\S+) /;

/** Requests whose path contains `marker`, logged since `offset`, by instance; `names` maps an nginx upstream address to its instance. */
export function servedSince(
  kind: ProxyKind,
  file: string,
  offset: number,
  marker: string,
  names: Map<string, string>,
): Map<string, Served> {
  const out = new Map<string, Served>();
  for (const line of readFrom(file, offset).split('\n')) {
    let server: string | undefined;
    let ms: number;
    let status: number;
    let url: string;
    if (kind === 'haproxy') {
      const m = HAPROXY.exec(line);
      if (!m) continue;
      [server, ms, status, url] = [m[1], Number(m[2]), Number(m[3]), m[5]];
    } else {
      const m = NGINX.exec(line);
      if (!m) continue;
      [server, ms, status, url] = [names.get(m[5]) ?? m[5], Number(m[4]) * 1000, Number(m[3]), m[2]];
    }
    if (!url.includes(marker)) continue;
    const s = out.get(server) ?? { count: 0, latencies: [], errors: 0 };
    s.count++;
    s.latencies.push(ms);
    if (status >= 500) s.errors++;
    out.set(server, s);
  }
  return out;
}
