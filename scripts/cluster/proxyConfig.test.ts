// The repository's proxy configurations, as the cluster harness runs them: each check program
// (nginx -t, haproxy -c) accepts the rendered file, the instances are the harness's, and what
// the operator relies on is there (health check on the health path, the body limit above the
// server's upload limit, HSTS, the request id). The access-log lines of both parse into the
// instance that answered (bench:cluster counts per instance with them).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { servedSince } from '../../bench/clusterLog';
import { loadConfig } from '../../server/config';
import { HEALTH_PATH } from '../../server/http/health';
import { haproxyConfig, nginxConfig, PROXY_SOURCE } from './proxyConfig';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'training2-proxy-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const place = () => ({
  port: 18080,
  redirectPort: 18081,
  upstreams: [
    { name: 'app1', port: 19001 },
    { name: 'app2', port: 19002 },
  ],
  dir,
});

test('nginx -t accepts the rendered deploy/nginx/training2.conf, with the harness instances in the upstream', () => {
  const { main, site } = nginxConfig(place());
  expect(site).toContain('server 127.0.0.1:19001 max_fails=2 fail_timeout=10s; # app1');
  expect(site).not.toContain('127.0.0.1:8081');
  expect(site).toContain('listen 127.0.0.1:18080;');
  writeFileSync(path.join(dir, 'nginx.conf'), main);
  writeFileSync(path.join(dir, 'training2.conf'), site);
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, d));
  const r = spawnSync('/usr/sbin/nginx', ['-t', '-e', path.join(dir, 'error.log'), '-p', `${dir}/`, '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  expect({ status: r.status, stderr: r.stderr }).toMatchObject({ status: 0 });
});

test('haproxy -c accepts the rendered deploy/haproxy/training2.cfg, with the harness instances in the backend', () => {
  const cfg = haproxyConfig(place());
  expect(cfg).toContain('server app2 127.0.0.1:19002');
  expect(cfg).not.toContain('127.0.0.1:8081');
  writeFileSync(path.join(dir, 'haproxy.cfg'), cfg);
  const r = spawnSync('/usr/sbin/haproxy', ['-c', '-f', path.join(dir, 'haproxy.cfg')], { encoding: 'utf8' });
  expect({ status: r.status, out: r.stdout + r.stderr }).toMatchObject({ status: 0 });
});

test('what the operator relies on is in both files', () => {
  const nginx = readFileSync(PROXY_SOURCE.nginx, 'utf8');
  const haproxy = readFileSync(PROXY_SOURCE.haproxy, 'utf8');
  // the server refuses uploads beyond the larger upload limit plus 1 MB of fields, in Chinese; the proxies only beyond that
  const defaults = loadConfig({});
  const serverMb = Math.max(defaults.uploadMaxMb, defaults.uploadDocMaxMb) + 1;
  expect(Number(nginx.match(/client_max_body_size (\d+)m;/)![1])).toBeGreaterThan(serverMb);
  expect(Number(haproxy.match(/req\.hdr_val\(content-length\) gt (\d+)/)![1]) / 1024 / 1024).toBeGreaterThan(serverMb);
  expect(haproxy).toContain(`http-check send meth GET uri ${HEALTH_PATH}`);
  expect(haproxy).toMatch(/default-server check inter 1s fall 2 rise 2/);
  expect(haproxy).toMatch(/retry-on conn-failure\n/);
  expect(nginx).toMatch(/proxy_next_upstream error timeout;/);
  // a POST already sent is never passed to the next instance
  expect(nginx).not.toMatch(/^\s*proxy_next_upstream [^#\n]*non_idempotent/m);
  for (const text of [nginx, haproxy]) {
    expect(text).toMatch(/Strict-Transport-Security "max-age=31536000"/);
    expect(text).toMatch(/X-Request-Id/);
    // the server sends these itself (server/http/security.ts): a second copy would be a duplicate header
    expect(text).not.toMatch(
      /^\s*(add_header|http-response set-header) (X-Content-Type-Options|X-Frame-Options|Referrer-Policy|Content-Security-Policy)/m,
    );
  }
});

test('both access-log formats give the instance that answered, the time and the status', () => {
  const log = path.join(dir, 'access.log');
  writeFileSync(
    log,
    [
      '127.0.0.1:52476 [04/Dec/2026:04:08:02.488] training2 training2/app1 0/0/0/34/34 200 367 ---- 13/13/2/1/0 0/0 id=7F:CC "POST /trainingApi/v1/exam/saveExamAnswer HTTP/1.1"',
      '127.0.0.1:52478 [04/Dec/2026:04:08:02.512] training2 training2/app2 0/0/0/-1/17 502 367 SH-- 13/13/2/0/0 0/0 id=7F:CD "POST /trainingApi/v1/exam/saveExamAnswer HTTP/1.1"',
      '127.0.0.1:52480 [04/Dec/2026:04:08:02.513] training2 training2/app2 0/0/0/5/5 200 367 ---- 13/13/2/0/0 0/0 id=7F:CE "POST /trainingApi/v1/lesson/resourceTime HTTP/1.1"',
      '',
    ].join('\n'),
  );
  const haproxy = servedSince('haproxy', log, 0, 'saveExamAnswer', new Map());
  expect([...haproxy]).toEqual([
    ['app1', { count: 1, latencies: [34], errors: 0 }],
    ['app2', { count: 1, latencies: [17], errors: 1 }],
  ]);
  writeFileSync(
    log,
    '127.0.0.1 [2026-12-04T04:08:02+00:00] "POST /trainingApi/v1/user/userInfo HTTP/1.1" 200 512 0.012 upstream=127.0.0.1:19002, 127.0.0.1:19001 upstream_status=502, 200 upstream_time=0.000, 0.011 id=0123456789abcdef0123456789abcdef\n',
  );
  const names = new Map([
    ['127.0.0.1:19001', 'app1'],
    ['127.0.0.1:19002', 'app2'],
  ]);
  expect([...servedSince('nginx', log, 0, 'userInfo', names)]).toEqual([['app1', { count: 1, latencies: [12], errors: 0 }]]);
});
