import fs from 'node:fs';
import path from 'node:path';
import { palette } from '../../contract/palette';
import { insertStructure } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertStructure(t.db);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

test('/ is a portal page listing the apps with a link into /training2/, not a redirect', async () => {
  const res = await get('/');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('智慧党建培训平台');
  expect(res.body).toContain('党员管理系统');
  expect(res.body).toContain('href="/training2/"');
});

test('the portal is an entry page in the brand: logo, links for every app it lists, no inline style or script', async () => {
  const res = await get('/');
  expect(res.body).toContain('<link rel="stylesheet" href="/site.css">');
  // one script, from a file (the CSP allows no inline script)
  expect(res.body).not.toMatch(/<script(?! src="\/portal\.js" defer><\/script>)|<style|style=/i);
  expect(res.body).toContain('class="site-brand"');
  expect(res.body).toMatch(/<svg[^>]*aria-hidden="true"/); // the built-in mark without a configured logo
  expect(res.body).not.toContain('请通过本系统入口登录');
  // the apps without an address here are named once, with a way to get help
  expect(res.body).toMatch(/党员管理系统的用户，请从所在单位提供的系统入口登录/);
  expect(res.body).toContain('href="/help/"');
  expect(res.body).toContain('进入学员培训');
});

test('the portal can say who is logged in and offer 退出登录: a hidden box its script fills from user/userInfo', async () => {
  const res = await get('/');
  expect(res.body).toMatch(/<section id="portal-session" class="session" hidden/);
  expect(res.body).toContain('data-action="logout">退出登录</button>');
  expect(res.body).toContain('当前登录：');
  expect(res.body).toMatch(/data-reason="other" hidden>您的账号属于平台的其他系统/);
  // app names for the script, escaped for the attribute
  expect(res.body).toContain('data-apps="{&quot;1&quot;:&quot;党员管理系统&quot;');
  // the learning platform's entries, which the script hides from another system's user
  expect(res.body).toMatch(/href="\/training2\/" data-learner-entry>进入学习平台/);
  const js = await get('/portal.js');
  expect(js.statusCode).toBe(200);
  expect(js.headers['content-type']).toMatch(/^text\/javascript/);
  expect(js.body).toContain("'/trainingApi/v1/user/userInfo'".replace(/'/g, '"'));
  expect(js.body).toContain('"/trainingApi/v1/user/logout"');
  expect(js.body).toContain("var PREFIX = 'training2_';");
  expect(js.body).toContain('var BLOCKED = [1,2,3,4];');
  // it parses as a script
  expect(() => new Function(js.body)).not.toThrow();
});

test('/site.css is the brand palette of the web app, served as a style sheet', async () => {
  const res = await get('/site.css');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/css/);
  expect(res.body).toContain(`--brand-500: ${palette.brand[500]};`);
  expect(res.body).toContain(`--text-muted: ${palette.textMuted};`);
  // no colour of its own outside the palette's reds (the old #c8161d portal red)
  expect(res.body).not.toMatch(/#c8161d/i);
});

test('/help/ is a Chinese help page that never echoes qgToken', async () => {
  const res = await get('/help/?qgToken=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('帮助中心');
  expect(res.body).not.toContain('<script>alert(1)');
  expect(res.body).not.toContain('qgToken');
});

test('opening the help page logs no token', async () => {
  const lines: string[] = [];
  const logged = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void lines.push(line) } });
  try {
    const res = await logged.app.inject({ method: 'GET', url: '/help/?qgToken=9f3c2a7e5b1d&token=abc123def&page=2' });
    expect(res.statusCode).toBe(200);
  } finally {
    await logged.close();
  }
  const log = lines.join('');
  expect(log).toContain('/help/?qgToken=');
  expect(log).toContain('page=2');
  expect(log).not.toContain('9f3c2a7e5b1d');
  expect(log).not.toContain('abc123def');
});

describe('Content-Security-Policy', () => {
  const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy'] ?? '');
  const directive = (policy: string, name: string) =>
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith(`${name} `));

  test('every HTML page we serve allows scripts from our origin only, none inline', async () => {
    const dist = t.config.webDist;
    fs.mkdirSync(dist, { recursive: true });
    const pages = ['/', '/help/', '/help/?qgToken=abc', '/training2/', '/training2/index/noticesDetails/3', '/nope.html'];
    for (const built of [false, true]) {
      if (built) fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      for (const url of pages) {
        const res = await get(url);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        const policy = csp(res);
        expect(directive(policy, 'script-src')).toBe("script-src 'self'");
        expect(directive(policy, 'object-src')).toBe("object-src 'none'");
        expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
      }
    }
    fs.rmSync(path.join(dist, 'index.html'));
  });

  test('an uploaded SVG keeps its own sandboxed policy', async () => {
    const file = path.join(t.dataDir, 'uploads', '2026', '11', 'a1b2c3d4e5f60718.svg');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await get('/uploads/2026/11/a1b2c3d4e5f60718.svg');
    expect(res.statusCode).toBe(200);
    expect(csp(res)).toContain('sandbox');
    expect(directive(csp(res), 'default-src')).toBe("default-src 'none'");
  });

  test('API answers carry no page policy', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/goplatform/v1/system/getSetting', payload: {} });
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  test('with CORS_ORIGIN the help page may be framed by the web app there, and nothing else is', async () => {
    const other = await createTestApp({ env: { CORS_ORIGIN: 'https://dj.example.edu.cn' } });
    try {
      const help = await other.app.inject({ method: 'GET', url: '/help/' });
      expect(directive(csp(help), 'frame-ancestors')).toBe("frame-ancestors 'self' https://dj.example.edu.cn");
      // X-Frame-Options cannot name an origin: frame-ancestors decides for the help page.
      expect(help.headers['x-frame-options']).toBeUndefined();
      const portal = await other.app.inject({ method: 'GET', url: '/' });
      expect(directive(csp(portal), 'frame-ancestors')).toBe("frame-ancestors 'self'");
      expect(portal.headers['x-frame-options']).toBe('SAMEORIGIN');
    } finally {
      await other.close();
    }
  });

  test('the page template has no inline script for the policy to block', () => {
    const template = fs.readFileSync(path.resolve(__dirname, '../../public/index.html'), 'utf8');
    expect(template).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(template).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

test('without a build /training2/ explains how to make one', async () => {
  const res = await get('/training2/index/home');
  expect(res.statusCode).toBe(503);
  expect(res.body).toContain('npm run build');
  // in the platform's header and footer, like the portal
  expect(res.body).toContain('class="site-header"');
  expect(res.body).toContain('class="site-footer"');
});

describe('with a build', () => {
  beforeAll(() => {
    const dist = t.config.webDist;
    fs.mkdirSync(path.join(dist, 'static'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'static', 'main.1a2b3c4d.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'static', 'main.1a2b3c4d.js.br'), 'BROTLI');
    fs.writeFileSync(path.join(dist, 'static', 'main.1a2b3c4d.js.gz'), 'GZIP');
  });

  test('deep links fall back to index.html, not cached', async () => {
    for (const url of ['/training2/', '/training2/login', '/training2/index/noticesDetails/3']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/training2')).headers.location).toBe('/training2/');
  });

  test('hashed assets are immutable and served precompressed when accepted', async () => {
    const br = await get('/training2/static/main.1a2b3c4d.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.body).toBe('BROTLI');
    expect((await get('/training2/static/main.1a2b3c4d.js', { 'accept-encoding': 'gzip' })).body).toBe('GZIP');
    const plain = await get('/training2/static/main.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
    const again = await get('/training2/static/main.1a2b3c4d.js', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  test('HEAD answers the real Content-Length and no body', async () => {
    for (const [url, size] of [
      ['/training2/static/main.1a2b3c4d.js', 'console.log(1)'.length],
      ['/training2/', '<!doctype html><div id="root"></div>'.length],
    ] as const) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(String(size));
      expect(res.body).toBe('');
    }
  });

  test('a missing asset is a 404, never index.html; paths cannot leave dist', async () => {
    expect((await get('/training2/static/missing.abcdef12.js')).statusCode).toBe(404);
    const escape = await get('/training2/..%2f..%2fetc%2fpasswd');
    expect(escape.body).not.toContain('root:');
  });
});
