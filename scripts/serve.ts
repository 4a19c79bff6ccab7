// `npm run serve` (bundled into dist-server/serve.js by npm run build:server): the production
// server, prebuilt, with no TypeScript compiled at start. It refuses to run a server or a web app
// older than the sources, saying which command builds them: in production nothing is built at start
// (several instances would all build), unlike the one-command demo `npm start`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { OUT, serveRefusals } from './serverStamp';

const refusals = serveRefusals();
if (refusals.length) {
  for (const line of refusals) console.error(line);
  process.exit(1);
}
// the server bundle beside this one, loaded as it is (not bundled again into this file)
createRequire(path.join(OUT, 'serve.js'))('./main.js');
