// Money on the dues screens: the server keeps fen; people read and type 元.

/** 元 with two decimals, from fen: 23720 → 237.20 */
export const yuan = (fen: number): string => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** fen from what was typed in 元 (12680, 12,680.5), null when it is not an amount */
export function fenOf(typed: string): number | null {
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!m) return null;
  const fen = Number(m[1].replace(/,/g, '')) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen > 0 && Number.isSafeInteger(fen) ? fen : null;
}
