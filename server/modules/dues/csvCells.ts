import { DUES_BASE_MAX_FEN, DUES_CATEGORY_NAMES } from '../../../contract/dues';
import type { DuesCategory } from '../../../contract/party';
import { DUES } from './texts';

// Reading the finance office's cells as Excel writes them: a month as 2026-11, 2026/11 or
// 2026年11月; a date as 2026-11-08 or 2026/11/8; an amount in 元 with at most two decimals
// (thousands separators allowed); the category by its name, with or without 党员.

type Cell<T> = { value: T } | { problem: string };

const pad = (n: string) => n.padStart(2, '0');

/** YYYY-MM, or the cell as it was (the month's own check then says what is wrong). */
export function monthCell(text: string): string {
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*月?$/.exec(text);
  return m ? `${m[1]}-${pad(m[2])}` : text;
}

/** YYYY-MM-DD, null when blank, or the cell as it was (the date's own check then says what is wrong). */
export function dateCell(text: string): string | null {
  if (!text) return null;
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(text);
  return m ? `${m[1]}-${pad(m[2])}-${pad(m[3])}` : text;
}

const CATEGORY_WORDS = new Map<string, DuesCategory>();
for (const [key, name] of Object.entries(DUES_CATEGORY_NAMES) as [DuesCategory, string][]) {
  CATEGORY_WORDS.set(name, key);
  CATEGORY_WORDS.set(name.replace(/党员$/, ''), key);
  CATEGORY_WORDS.set(key, key);
}
CATEGORY_WORDS.set('退休党员', 'retired');
CATEGORY_WORDS.set('退休', 'retired');

export function categoryCell(text: string): Cell<DuesCategory> {
  const value = CATEGORY_WORDS.get(text);
  return value ? { value } : { problem: DUES.badCategory(text) };
}

/** fen from 元, null when blank */
export function baseCell(text: string): Cell<number | null> {
  if (!text) return { value: null };
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return { problem: DUES.badBase(text) };
  const fen = Number(m[1].replace(/,/g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (fen > DUES_BASE_MAX_FEN) return { problem: DUES.baseTooLarge };
  if (fen <= 0) return { problem: DUES.badBase(text) };
  return { value: fen };
}
