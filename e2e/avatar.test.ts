// The avatar a learner picks is cropped and scaled in the browser (canvas) before it is sent:
// a photo-sized square PNG arrives on the server as 256x256.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageSize } from '../server/lib/imageSize';
import { APP, DEMO, e2eTest, login } from './support/helpers';
import { readState } from './support/state';

e2eTest('头像在浏览器中裁成正方形并缩到 256 像素后上传', async ({ page, context }) => {
  // A real 895x500 PNG, drawn by the browser itself.
  const source = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'avatar-')), 'photo.png');
  const painter = await context.newPage();
  await painter.setViewportSize({ width: 895, height: 500 });
  await painter.setContent('<body style="margin:0;height:100vh;background:linear-gradient(45deg,#c8161e,#e6b422)"></body>');
  await painter.screenshot({ path: source });
  await painter.close();
  expect(imageSize(fs.readFileSync(source))).toEqual({ width: 895, height: 500 });

  await login(page, DEMO.learner3.account, DEMO.learner3.password);
  await page.waitForURL(/\/training2\/index\/home$/);
  await page.goto(`${APP}personal-space/my/modify-info`);
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/base/uploadFile'));
  await page.getByTestId('avatar-input').setInputFiles(source);
  const answer = (await (await uploaded).json()) as { code: number; data: { url: string; mime: string } };
  expect(answer).toMatchObject({ code: 99999, data: { mime: 'image/png' } });
  const stored = path.join(readState().dataDir, answer.data.url);
  expect(imageSize(fs.readFileSync(stored))).toEqual({ width: 256, height: 256 });
});
