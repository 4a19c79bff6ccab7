import type { BaseSetting, VideoSetting } from '@contract/base';

/** getSetting answers its two parts as JSON strings (spec §7); '' or '{}' means "not configured". */
export function parseSettingPart<T extends object>(json: string | null | undefined): T | null {
  if (!json || !json.trim()) return null;
  const value: unknown = JSON.parse(json);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('setting is not an object');
  return Object.keys(value).length ? (value as T) : null;
}

export interface ParsedSettings {
  base: BaseSetting | null;
  video: VideoSetting | null;
}

/** Throws when a part is not JSON: the caller records the failure (Status.WRONG). */
export function parseSettings(raw: { base: string; video: string }): ParsedSettings {
  return { base: parseSettingPart<BaseSetting>(raw.base), video: parseSettingPart<VideoSetting>(raw.video) };
}
