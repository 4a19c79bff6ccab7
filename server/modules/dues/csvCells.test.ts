import { baseCell, categoryCell, dateCell, monthCell } from './csvCells';
import { DUES } from './texts';

// The finance office's cells as Excel writes them, read into the values the rule needs.

describe('dues CSV cells', () => {
  it('reads a month as 2026-11, 2026/11 or 2026年11月; anything else is left for the month check to refuse', () => {
    expect(['2026-11', '2026/11', '2026年11月', '2026.1', '2026 / 3'].map(monthCell)).toEqual([
      '2026-11',
      '2026-11',
      '2026-11',
      '2026-01',
      '2026-03',
    ]);
    expect(monthCell('Nov-26')).toBe('Nov-26');
  });

  it('reads a date with dashes, slashes or 年月日; blank is unpaid', () => {
    expect(['2026-11-08', '2026/11/8', '2026年11月8日'].map(dateCell)).toEqual(['2026-11-08', '2026-11-08', '2026-11-08']);
    expect(dateCell('')).toBeNull();
    expect(dateCell('8/11/2026')).toBe('8/11/2026');
  });

  it('reads the category by its name, with or without 党员', () => {
    expect(['学生党员', '学生', '在职党员', '在职', '离退休党员', '退休'].map((c) => categoryCell(c))).toEqual(
      ['student', 'student', 'staff', 'staff', 'retired', 'retired'].map((value) => ({ value })),
    );
    expect(categoryCell('党员')).toEqual({ problem: DUES.badCategory('党员') });
  });

  it('reads 元 into fen, refusing what is not an amount or absurdly large', () => {
    expect(baseCell('12680')).toEqual({ value: 1_268_000 });
    expect(baseCell('12,680.5')).toEqual({ value: 1_268_050 });
    expect(baseCell('')).toEqual({ value: null });
    for (const bad of ['0', '12.345', '-5', '1e4', '1,2345', '壹万']) expect(baseCell(bad)).toEqual({ problem: expect.any(String) });
    expect(baseCell('1000001')).toEqual({ problem: DUES.baseTooLarge });
  });
});
