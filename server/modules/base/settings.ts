import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import { BaseSetting, VideoSetting } from '../../../contract/base';
import type { Database } from '../../db/schema';

// The platform's defaults, used until an administrator stores a `setting` row. A stored value
// is laid over these, so a row written before a new field existed still yields a full setting.
// A fresh install (SEED_DEMO=0) names no organisation and no phone number it cannot know: the
// footer text and the phone are empty, and the pages leave an empty part out, until the school
// imports its own (学校设置). The demo writes its own row (server/db/seed/settings.ts).

export const DEFAULT_BASE_SETTING: BaseSetting = {
  platformName: '智慧党建培训平台',
  logoUrl: '',
  footerText: '',
  copyright: '© 2026 智慧党建培训平台 版权所有',
  icp: '',
  contactPhone: '',
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

/** A stored value (JSON text, or none) laid over the defaults; anything invalid yields the defaults. */
function parse<T extends object>(text: string | undefined, schema: typeof BaseSetting | typeof VideoSetting, defaults: T): T {
  if (text === undefined) return defaults;
  try {
    const merged = { ...defaults, ...(JSON.parse(text) as object) };
    // Drop unknown keys, keep only a value the web app can rely on.
    const clean = Value.Clean(schema, structuredClone(merged));
    return Value.Check(schema, clean) ? (clean as T) : defaults;
  } catch {
    return defaults;
  }
}

const storedText = async (db: Kysely<Database>, key: string): Promise<string | undefined> =>
  (await db.selectFrom('setting').select('value').where('key', '=', key).executeTakeFirst())?.value;

export const loadBaseSetting = async (db: Kysely<Database>): Promise<BaseSetting> =>
  parse(await storedText(db, 'base'), BaseSetting, DEFAULT_BASE_SETTING);

// The video rules are read on every study heartbeat. The stored text is still read each time
// (inside the heartbeat's one query), so a change made anywhere — an administrator, another
// API instance, a test — counts from the next heartbeat on every instance; only the parsing
// and checking is remembered, for the last text seen.
let lastText: string | undefined;
let lastRules: VideoSetting = Object.freeze({ ...DEFAULT_VIDEO_SETTING });

/** The video rules of a stored text (undefined: no row). The answer is frozen and shared. */
export function videoSettingOf(text: string | undefined): VideoSetting {
  if (text !== lastText) {
    lastRules = Object.freeze(parse(text, VideoSetting, DEFAULT_VIDEO_SETTING));
    lastText = text;
  }
  return lastRules;
}

export const loadVideoSetting = async (db: Kysely<Database>): Promise<VideoSetting> => videoSettingOf(await storedText(db, 'video'));
