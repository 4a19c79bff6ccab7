// The cluster harness: a throwaway PostgreSQL, N API instances on it sharing one data and upload
// folder, and the reverse proxy in front, from the repository's configuration. Used by the
// scale-out check (e2e/scaleOut.test.ts) and `npm run bench:cluster`. stop() removes all of it
// (processes, the cluster, the temp folder), also after a start that failed halfway.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/server';
import { killInstance, launchInstance, ROOT, stopInstance, waitHealthy, type Instance } from './instances';
import { startPostgres, type Postgres } from './postgres';
import { startProxy, stopProxy, type Proxy } from './proxy';
import type { ProxyKind } from './proxyConfig';

export interface ClusterOptions {
  instances: number;
  proxy: ProxyKind;
  /** demo data (SEED_DEMO=1): the tests log in as the demo learners */
  seedDemo?: boolean;
  /**
   * 'race': every instance starts on the empty database at once and migrates (MIGRATE_ON_START=1,
   * the default), as after a host's reboot; 'once': `npm run migrate` first, when the project has
   * it, then the instances start with MIGRATE_ON_START=0 (the documented way for several).
   */
  migrate?: 'race' | 'once';
  /** more environment for every instance */
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
}

export interface Cluster {
  dir: string;
  /** the shared DATA_DIR and UPLOAD_DIR */
  dataDir: string;
  uploadDir: string;
  pg: Postgres;
  instances: Instance[];
  proxy: Proxy;
  /** the environment every instance got (apart from PORT and INSTANCE_NAME) */
  env: NodeJS.ProcessEnv;
  /** how the instances' schema was made: 'npm run migrate' or 'MIGRATE_ON_START' */
  migratedBy: string;
  /** starts an instance again (after kill or stop) on its port */
  restart(instance: Instance): Promise<Instance>;
  stop(): Promise<void>;
}

const hasMigrateScript = () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return Boolean(pkg.scripts?.migrate);
};

export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const log = opts.log ?? (() => undefined);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'training2-cluster-'));
  const dataDir = path.join(dir, 'data');
  const uploadDir = path.join(dataDir, 'uploads');
  mkdirSync(uploadDir, { recursive: true });
  let pg: Postgres | null = null;
  const instances: Instance[] = [];
  let proxy: Proxy | null = null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (proxy) stopProxy(proxy);
    await Promise.all(instances.map((i) => stopInstance(i).catch(() => killInstance(i))));
    try {
      pg?.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    pg = startPostgres();
    log(`PostgreSQL ${pg.url}`);
    const once = opts.migrate === 'once' && hasMigrateScript();
    const env: NodeJS.ProcessEnv = {
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      UPLOAD_DIR: uploadDir,
      WEB_DIST: path.join(ROOT, 'dist'),
      // the proxy runs on this host: the instances believe its X-Forwarded-For and X-Request-Id
      TRUST_PROXY: '127.0.0.1',
      SEED_DEMO: opts.seedDemo ? '1' : '0',
      MIGRATE_ON_START: once ? '0' : '1',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      ...opts.env,
    };
    if (once) {
      log('npm run migrate');
      const r = spawnSync('npm', ['run', '--silent', 'migrate'], { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`npm run migrate failed:\n${r.stdout}\n${r.stderr}`);
    }
    // all at once, as the hosts of a site come up after a power cut
    for (let i = 1; i <= opts.instances; i++) instances.push(await launchInstance(`app${i}`, dir, env));
    await Promise.all(instances.map((i) => waitHealthy(i)));
    log(`${instances.length} instances healthy: ${instances.map((i) => `${i.name} ${i.origin}`).join(', ')}`);
    const proxyDir = path.join(dir, opts.proxy);
    mkdirSync(proxyDir);
    const place = {
      port: await freePort(),
      redirectPort: await freePort(),
      upstreams: instances.map((i) => ({ name: i.name, port: i.port })),
      dir: proxyDir,
    };
    proxy = await startProxy(opts.proxy, place);
    log(`${opts.proxy} at ${proxy.origin}`);
    const cluster: Cluster = {
      dir,
      dataDir,
      uploadDir,
      pg,
      instances,
      proxy,
      env,
      migratedBy: once ? 'npm run migrate' : 'MIGRATE_ON_START',
      restart: async (old) => {
        await stopInstance(old);
        const again = await launchInstance(old.name, dir, env, old.port);
        instances[instances.indexOf(old)] = again;
        await waitHealthy(again);
        return again;
      },
      stop,
    };
    return cluster;
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
