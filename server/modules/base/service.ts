import type { Kysely } from 'kysely';
import type { AppSetting, EnumItem } from '../../../contract/base';
import type { Database } from '../../db/schema';
import { fail } from '../../lib/errors';
import { loadBaseSetting } from './settings';

export async function appSetting(db: Kysely<Database>, appId: number): Promise<AppSetting> {
  const app = await db.selectFrom('app').selectAll().where('id', '=', appId).executeTakeFirst();
  if (!app) throw fail(`未知的应用编号：${appId}`);
  const { platformName, logoUrl, loginNotice, registerEnabled } = await loadBaseSetting(db);
  return {
    appId: app.id,
    appName: app.name,
    learningTheWay: app.learningTheWay === 1,
    cadreArea: app.cadreArea === 1,
    login: { platformName, logoUrl, loginNotice, registerEnabled },
  };
}

export async function enumByCode(db: Kysely<Database>, code: string): Promise<EnumItem[]> {
  const rows = await db.selectFrom('enumItem').select(['value', 'label']).where('code', '=', code).orderBy('sort').orderBy('id').execute();
  if (!rows.length) throw fail(`未知的枚举编码：${code}`);
  return rows;
}
