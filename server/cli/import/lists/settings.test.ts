// 学校设置 import: what every page and the study rules show afterwards.
import { endpoints } from '../../../../contract/endpoints';
import { loadReferenceData } from '../../../db/reference';
import { baseSetting as demoBase, settingRows as demoSettingRows } from '../../../db/seed/settings';
import { call, createTestApp, type TestApp } from '../../../test/testApp';
import { parseCsvTable } from '../../../lib/lists/csvTable';
import { ImportRefused, runImport, templateCsv } from '../importer';
import { settingsImporter } from './settings';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  await loadReferenceData(t.db);
}, 120_000);
afterEach(() => t.close(), 120_000);

const run = (text: string, dryRun = false) => runImport(t.db, settingsImporter, parseCsvTable(text), { dryRun });
const setting = async () => {
  const res = await call<{ base: string; video: string }>(t.app, endpoints.base.getSetting.path);
  return { base: JSON.parse(res.data.base) as Record<string, unknown>, video: JSON.parse(res.data.video) as Record<string, unknown> };
};

const SCHOOL = [
  '项目,值',
  '平台名称,华东理工科技大学智慧党建培训平台',
  '页脚文字,主办：中共华东理工科技大学委员会组织部',
  '开放注册,否',
  '完成比例,85%',
  '最大倍速,2',
].join('\n');

it('sets what the pages and the study rules read, and keeps what the file does not name', async () => {
  const before = await setting();
  expect(await run(SCHOOL)).toEqual({ added: 0, updated: 5, unchanged: 0, notes: [] });
  const after = await setting();
  expect(after.base).toEqual({
    ...before.base,
    platformName: '华东理工科技大学智慧党建培训平台',
    footerText: '主办：中共华东理工科技大学委员会组织部',
    registerEnabled: false,
  });
  expect(after.video).toEqual({ ...before.video, completeRatio: 0.85, maxSpeed: 2 });
  // the login page's brand (before any token) follows too
  const app = await call<{ login: { platformName: string; registerEnabled: boolean } }>(t.app, endpoints.base.getAppSetting.path, {
    appId: 6,
  });
  expect(app.code).toBe(99999);
  expect(app.data.login).toMatchObject({ platformName: '华东理工科技大学智慧党建培训平台', registerEnabled: false });
});

it('changes nothing the second time', async () => {
  await run(SCHOOL);
  const rows = await t.db.selectFrom('setting').selectAll().orderBy('key').execute();
  expect(await run(SCHOOL)).toEqual({ added: 0, updated: 0, unchanged: 5, notes: [] });
  expect(await t.db.selectFrom('setting').selectAll().orderBy('key').execute()).toEqual(rows);
});

it('names every problem and writes nothing', async () => {
  const err = await run(
    [
      '项目,值',
      '学校名称,华东理工科技大学',
      '开放注册,不',
      '心跳间隔秒数,2',
      '完成比例,120%',
      '最大倍速,1.5x',
      '标志图片,logo.png',
      '平台名称,甲',
      '平台名称,乙',
    ].join('\n'),
  ).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ImportRefused);
  expect((err as ImportRefused).problems.map((p) => `${p.line} ${p.column} ${p.message}`)).toEqual([
    '2 项目 “学校名称”不是可设置的项目；可用：平台名称、标志图片、页脚文字、版权、备案号、联系电话、帮助页地址、开放注册、登录页提示、心跳间隔秒数、允许拖动进度、最大倍速、完成比例、失去焦点时暂停',
    '3 值 开放注册：请填写“是”或“否”，不是“不”',
    '4 值 心跳间隔秒数：“2”不在范围内：请填写 5-300 之间的整数',
    '5 值 完成比例：“120%”不在范围内：请填写 0.5-1 之间的数（也可写成 50%-100%）',
    '6 值 最大倍速：“1.5x”不在范围内：请填写 1-3 之间的数',
    '7 值 标志图片：请填写以 / 开头的本站地址（如 /uploads/school/logo.png）或 http(s):// 开头的完整地址',
    '9 项目 与第 8 行是同一个项目',
  ]);
  expect(await t.db.selectFrom('setting').selectAll().execute()).toEqual([]);
});

it('its template lists every item a school can set, one row each with an example and what it is for', () => {
  const table = parseCsvTable(templateCsv(settingsImporter).replace(/^\ufeff/, ''));
  expect(table.columns).toEqual(['项目', '值', '说明']);
  expect(table.rows.map((r) => r.cells['项目'])).toEqual([
    '平台名称',
    '标志图片',
    '页脚文字',
    '版权',
    '备案号',
    '联系电话',
    '帮助页地址',
    '开放注册',
    '登录页提示',
    '心跳间隔秒数',
    '允许拖动进度',
    '最大倍速',
    '完成比例',
    '失去焦点时暂停',
  ]);
  for (const r of table.rows) expect(r.cells['说明']).not.toBe('');
  const row = (name: string) => table.rows.find((r) => r.cells['项目'] === name)!.cells;
  expect(row('联系电话')['说明']).toMatch(/页脚.*留空则不显示/);
  expect(row('页脚文字')['说明']).toMatch(/主办、承办单位.*留空/);
  // the school writes in its own: an example imported unchanged does not pass for a real organisation
  for (const name of ['平台名称', '页脚文字', '版权', '备案号', '联系电话']) expect(row(name)['值']).toContain('××');
});

it('its template imports (the 说明 column is not read); a dry run writes nothing', async () => {
  const summary = await run(templateCsv(settingsImporter).replace(/^\ufeff/, ''), true);
  expect(summary.added).toBe(0);
  expect(summary.updated + summary.unchanged).toBe(14);
  // the study rules' examples are the defaults: importing the template as it is changes none of them
  expect(summary.unchanged).toBeGreaterThanOrEqual(5);
  expect(await t.db.selectFrom('setting').selectAll().execute()).toEqual([]);
});

it('a fresh install names no organisation and no phone; the demo keeps its own footer', async () => {
  const fresh = await setting();
  expect(fresh.base).toMatchObject({ footerText: '', contactPhone: '', icp: '' });
  expect(JSON.stringify(fresh.base)).not.toMatch(/某某|00000000/);
  // what the demo seed writes (SEED_DEMO=1) is what the pages get
  await t.db.insertInto('setting').values(demoSettingRows(new Date().toISOString())).execute();
  const demo = await setting();
  expect(demo.base).toMatchObject({ footerText: demoBase.footerText, contactPhone: demoBase.contactPhone });
  expect(demo.base.footerText).toMatch(/^主办：中共.+委员会组织部/);
  expect(demo.base.contactPhone).not.toBe('');
});

it('an empty 页脚文字 or 联系电话 clears it (the footer then leaves that part out)', async () => {
  await run(['项目,值', '页脚文字,主办：中共示范大学委员会组织部', '联系电话,010-12345678'].join('\n'));
  expect((await setting()).base).toMatchObject({ footerText: '主办：中共示范大学委员会组织部', contactPhone: '010-12345678' });
  expect(await run(['项目,值', '页脚文字,', '联系电话,'].join('\n'))).toMatchObject({ updated: 2 });
  expect((await setting()).base).toMatchObject({ footerText: '', contactPhone: '' });
});
