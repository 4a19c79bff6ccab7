// `npm run serve`: plain JavaScript, so that it runs before anything is built. Without
// dist-server/ there is nothing to run: say which command builds it, instead of Node's stack.
// The rest of the checks (sources changed since the builds) are in scripts/serve.ts, bundled.
const fs = require('node:fs');
const path = require('node:path');

const serve = path.join(__dirname, '..', 'dist-server', 'serve.js');
if (!fs.existsSync(serve)) {
  console.error('[serve] 未启动：dist-server/ 不存在，请先运行 npm run build:server');
  process.exit(1);
}
require(serve);
