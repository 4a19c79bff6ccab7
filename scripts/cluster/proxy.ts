// The cluster harness's reverse proxy: nginx or HAProxy from the packages, run in the
// foreground as this user on the repository's configuration (proxyConfig.ts), its access log
// in the harness's folder.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { alive } from './instances';
import { haproxyConfig, nginxConfig, type ProxyKind, type ProxyPlace } from './proxyConfig';

export interface Proxy {
  kind: ProxyKind;
  origin: string;
  pid: number;
  /** one line per request, with the instance that answered */
  accessLog: string;
  errorLog: string;
}

/** Debian's packages put them in /usr/sbin, which a user's PATH may not have */
const BIN = { nginx: process.env.NGINX_BIN || '/usr/sbin/nginx', haproxy: process.env.HAPROXY_BIN || '/usr/sbin/haproxy' };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startProxy(kind: ProxyKind, place: ProxyPlace): Promise<Proxy> {
  const file = (name: string) => path.join(place.dir, name);
  let args: string[];
  let accessLog: string;
  let errorLog: string;
  if (kind === 'nginx') {
    const { main, site } = nginxConfig(place);
    writeFileSync(file('nginx.conf'), main);
    writeFileSync(file('training2.conf'), site);
    for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(file(d), { recursive: true });
    args = [BIN.nginx, '-e', file('error.log'), '-p', `${place.dir}/`, '-c', file('nginx.conf')];
    accessLog = file('access.log');
    errorLog = file('error.log');
  } else {
    writeFileSync(file('haproxy.cfg'), haproxyConfig(place));
    args = [BIN.haproxy, '-db', '-f', file('haproxy.cfg')];
    accessLog = file('access.log');
    errorLog = file('haproxy.err');
  }
  const out = openSync(accessLog, 'a');
  const err = openSync(kind === 'nginx' ? file('nginx.out') : errorLog, 'a');
  const child = spawn(args[0], args.slice(1), { detached: true, stdio: ['ignore', out, err] });
  closeSync(out);
  closeSync(err);
  child.unref();
  const proxy: Proxy = { kind, origin: `http://127.0.0.1:${place.port}`, pid: child.pid!, accessLog, errorLog };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && alive(proxy.pid)) {
    if (await listening(place.port)) return proxy;
    await sleep(100);
  }
  stopProxy(proxy);
  const why = [errorLog, file('nginx.out')].map((f) => readText(f)).join('\n');
  throw new Error(`${kind} did not start:\n${why}`);
}

const readText = (f: string) => {
  try {
    return readFileSync(f, 'utf8');
  } catch {
    return '';
  }
};

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

export function stopProxy(proxy: Proxy): void {
  try {
    process.kill(-proxy.pid, 'SIGTERM');
  } catch {
    /* gone */
  }
}

/** HAProxy's view of the instances (UP, DOWN, MAINT, `UP 1/2`…) by server name, from its stats socket. */
export function haproxyServers(dir: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const s = net.connect(path.join(dir, 'haproxy.sock'));
    let text = '';
    s.setEncoding('utf8');
    s.on('data', (c: string) => (text += c));
    s.on('error', reject);
    s.on('end', () => {
      const [head, ...rows] = text.trim().split('\n');
      const cols = head.replace(/^# /, '').split(',');
      const at = (name: string) => cols.indexOf(name);
      const out = new Map<string, string>();
      for (const r of rows.map((l) => l.split(','))) {
        if (r[at('pxname')] === 'training2' && !['FRONTEND', 'BACKEND'].includes(r[at('svname')]))
          out.set(r[at('svname')], r[at('status')]);
      }
      resolve(out);
    });
    s.write('show stat\n');
  });
}
