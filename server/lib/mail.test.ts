import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from './mail';

test('without SMTP_URL a message becomes an .eml file in DATA_DIR/outbox, and its path is logged', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
  const logged: string[] = [];
  const mailer = createMailer('', dir, { info: (_o, msg) => logged.push(msg) });
  const file = await mailer.send({ to: 'a@example.edu.cn', subject: '【智慧党建培训平台】找回密码验证码', text: '验证码为：123456' });
  expect(path.dirname(file)).toBe(path.join(dir, 'outbox'));
  const eml = fs.readFileSync(file, 'utf8');
  expect(eml).toMatch(/^To: a@example\.edu\.cn$/m);
  expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
  expect(logged[0]).toContain(file);
  fs.rmSync(dir, { recursive: true, force: true });
});
