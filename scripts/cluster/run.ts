// `npx tsx scripts/cluster/run.ts [--instances=3] [--proxy=haproxy|nginx]`: the cluster harness
// by hand: starts a throwaway PostgreSQL, the instances (demo data) and the proxy, prints where
// they are, and removes everything on Ctrl-C.
import { startCluster } from './cluster';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

async function main() {
  const proxy = flag('proxy') === 'nginx' ? 'nginx' : 'haproxy';
  const cluster = await startCluster({ instances: Number(flag('instances') ?? 3), proxy, seedDemo: true, log: console.log });
  console.log(`\n${cluster.proxy.origin}/training2/  (logs in ${cluster.dir}; Ctrl-C stops and removes everything)`);
  const stop = () => void cluster.stop().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
