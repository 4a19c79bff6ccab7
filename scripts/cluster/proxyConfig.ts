// The repository's proxy configurations (deploy/nginx, deploy/haproxy) made runnable for the
// cluster harness: the same file with only what is the host's replaced (the instances between
// the BEGIN/END instances markers, the listening ports, TLS, log, pid and socket paths). Every
// replacement must apply: a config edited so that one no longer does fails here, loudly.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './instances';

export type ProxyKind = 'nginx' | 'haproxy';

export const PROXY_SOURCE: Record<ProxyKind, string> = {
  nginx: path.join(ROOT, 'deploy', 'nginx', 'training2.conf'),
  haproxy: path.join(ROOT, 'deploy', 'haproxy', 'training2.cfg'),
};

export interface Upstream {
  name: string;
  port: number;
}

export interface ProxyPlace {
  /** the port the proxy serves the site on (plain HTTP: TLS is not part of the harness) */
  port: number;
  /** the port of the http→https redirect */
  redirectPort: number;
  upstreams: Upstream[];
  dir: string;
}

type Rule = [RegExp, string | ((m: string, ...groups: string[]) => string)];

function replaceAll(text: string, source: string, rules: Rule[]): string {
  let out = text;
  for (const [pattern, by] of rules) {
    if (!pattern.test(out)) throw new Error(`${source}: no line matches ${pattern}; update scripts/cluster/proxyConfig.ts with the config`);
    pattern.lastIndex = 0;
    out = typeof by === 'string' ? out.replace(pattern, by) : out.replace(pattern, by);
  }
  return out;
}

const INSTANCES = /^( *)# BEGIN instances[\s\S]*?# END instances/m;

/** The lines between the markers, one per upstream, at the markers' indentation. */
const instances =
  (upstreams: Upstream[], line: (u: Upstream) => string) =>
  (_m: string, indent: string): string =>
    [`${indent}# BEGIN instances (harness)`, ...upstreams.map((u) => indent + line(u)), `${indent}# END instances`].join('\n');

/** The site file for nginx's http{} and the main configuration that runs it as this user, files under `dir`. */
export function nginxConfig(place: ProxyPlace): { main: string; site: string } {
  const source = PROXY_SOURCE.nginx;
  const site = replaceAll(readFileSync(source, 'utf8'), source, [
    [INSTANCES, instances(place.upstreams, (u) => `server 127.0.0.1:${u.port} max_fails=2 fail_timeout=10s; # ${u.name}`)],
    [/^\s*listen \[::\]:\d+[^\n]*\n/gm, ''],
    [/listen 80;/, `listen 127.0.0.1:${place.redirectPort};`],
    [/listen 443 ssl http2;/, `listen 127.0.0.1:${place.port};`],
    [/^\s*ssl_[a-z_]+ [^\n]*\n/gm, ''],
    [/access_log \S+ training2;/, `access_log ${path.join(place.dir, 'access.log')} training2;`],
    [/error_log {2}\S+ warn;/, `error_log ${path.join(place.dir, 'error.log')} warn;`],
  ]);
  const tmp = (name: string) => path.join(place.dir, name);
  // as root the workers would run as nobody, who cannot write into our temp folder
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  const main = `${user}daemon off;
worker_processes 1;
pid ${tmp('nginx.pid')};
error_log ${tmp('error.log')} warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${tmp('client_body')};
  proxy_temp_path ${tmp('proxy')};
  fastcgi_temp_path ${tmp('fastcgi')};
  uwsgi_temp_path ${tmp('uwsgi')};
  scgi_temp_path ${tmp('scgi')};
  include ${tmp('training2.conf')};
}
`;
  return { main, site };
}

/** The HAProxy configuration, run in the foreground by this user; its log goes to standard output. */
export function haproxyConfig(place: ProxyPlace): string {
  const source = PROXY_SOURCE.haproxy;
  return replaceAll(readFileSync(source, 'utf8'), source, [
    [INSTANCES, instances(place.upstreams, (u) => `server ${u.name} 127.0.0.1:${u.port}`)],
    [/log \/dev\/log local0/, 'log stdout format raw local0'],
    [/^\s*(chroot|user|group|daemon)\b[^\n]*\n/gm, ''],
    // 20,000 connections need twice as many file descriptors as a test machine may allow
    [/maxconn 20000/, 'maxconn 4000'],
    [/stats socket \S+/, `stats socket ${path.join(place.dir, 'haproxy.sock')}`],
    [/^\s*bind :::\d+[^\n]*\n/gm, ''],
    [/bind :80\b/, `bind 127.0.0.1:${place.redirectPort}`],
    [/bind :443 ssl [^\n]*/, `bind 127.0.0.1:${place.port}`],
  ]);
}
