import { parseCsvTable } from '../lib/lists/csvTable';
import { csvCell, csvDocument } from './csvWrite';

it('quotes what CSV needs quoted, and keeps what someone typed as a formula a text', () => {
  expect(csvCell('张晓明')).toBe('张晓明');
  expect(csvCell('A,B')).toBe('"A,B"');
  expect(csvCell('他说"好"')).toBe('"他说""好"""');
  expect(csvCell('第一行\n第二行')).toBe('"第一行\n第二行"');
  expect(csvCell('=HYPERLINK("http://evil.example","点我")')).toBe('"\'=HYPERLINK(""http://evil.example"",""点我"")"');
  for (const v of ['+1', '-A1', '@SUM(A1)', '\tx']) expect(csvCell(v)).toBe(`'${v}`);
  expect(csvCell(-1.5)).toBe('-1.5');
  expect(csvCell(0)).toBe('0');
});

it('is a file Excel opens as UTF-8 and our own reader reads back', () => {
  const text = csvDocument(
    ['账号', '姓名', '备注'],
    [
      ['2023010101', '张晓明', '第一行\n第二行'],
      ['2023010102', '李思雨', 'A,"B"'],
    ],
  );
  expect(text.startsWith('\ufeff账号,姓名,备注\r\n')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const table = parseCsvTable(text);
  expect(table.rows.map((r) => r.cells)).toEqual([
    { 账号: '2023010101', 姓名: '张晓明', 备注: '第一行\n第二行' },
    { 账号: '2023010102', 姓名: '李思雨', 备注: 'A,"B"' },
  ]);
});
