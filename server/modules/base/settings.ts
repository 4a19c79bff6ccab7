import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import { BaseSetting, VideoSetting } from '../../../contract/base';
import type { Database } from '../../db/schema';

// The platform's defaults, used until an administrator stores a `setting` row. A stored value
// is laid over these, so a row written before a new field existed still yields a full setting.

export const DEFAULT_BASE_SETTING: BaseSetting = {
  platformName: '智慧党建培训平台',
  logoUrl: '',
  footerText: '主办单位：中共某某大学委员会组织部　技术支持：学校信息化中心',
  copyright: '© 2026 智慧党建培训平台 版权所有',
  icp: '',
  contactPhone: '010-00000000',
  helpUrl: '/help/',
  registerEnabled: true,
  loginNotice: '请使用学号（工号）和密码登录；首次登录请修改初始密码。',
};

export const DEFAULT_VIDEO_SETTING: VideoSetting = {
  heartbeatSeconds: 30,
  allowSeek: false,
  maxSpeed: 1.5,
  completeRatio: 0.9,
  pauseOnBlur: true,
};

// A default that breaks the contract is a programming error: fail at start, not in a request.
if (!Value.Check(BaseSetting, DEFAULT_BASE_SETTING) || !Value.Check(VideoSetting, DEFAULT_VIDEO_SETTING)) {
  throw new Error('默认系统设置不符合接口约定（contract/base.ts）');
}

async function load<T extends object>(db: Kysely<Database>, key: string, schema: typeof BaseSetting | typeof VideoSetting, defaults: T): Promise<T> {
  const row = await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return defaults;
  try {
    const merged = { ...defaults, ...(JSON.parse(row.value) as object) };
    // Drop unknown keys, keep only a value the web app can rely on.
    const clean = Value.Clean(schema, structuredClone(merged));
    return Value.Check(schema, clean) ? (clean as T) : defaults;
  } catch {
    return defaults;
  }
}

export const loadBaseSetting = (db: Kysely<Database>): Promise<BaseSetting> =>
  load(db, 'base', BaseSetting, DEFAULT_BASE_SETTING);

export const loadVideoSetting = (db: Kysely<Database>): Promise<VideoSetting> =>
  load(db, 'video', VideoSetting, DEFAULT_VIDEO_SETTING);
