import { buildCsv, csvField } from './csv';

describe('buildCsv', () => {
  it('starts with the UTF-8 byte-order mark and ends every line with CRLF', () => {
    const csv = buildCsv(['时间', '账号'], [['2026-12-01 10:00', 'T1001']]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('时间,账号\r\n2026-12-01 10:00,T1001\r\n');
  });

  it('quotes a field with a comma, a quote or a line break and doubles its quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('他说"好"')).toBe('"他说""好"""');
    expect(csvField('第一行\n第二行')).toBe('"第一行\n第二行"');
    expect(csvField('{"score":90}')).toBe('"{""score"":90}"');
    expect(csvField('plain')).toBe('plain');
  });

  it('writes empty cells for null and undefined, numbers as they are', () => {
    expect(buildCsv(['a', 'b', 'c'], [[null, undefined, 7]]).slice(1)).toBe('a,b,c\r\n,,7\r\n');
  });

  it('keeps a cell that looks like a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@sum')).toBe("'@sum");
  });
});
