import type { Reader } from '@contract/notify';
import { csvField, readersCsv, readersCsvName } from './readersCsv';

const reader = (over: Partial<Reader>): Reader => ({
  name: '张三',
  account: '2023001',
  branchName: '计算机第一党支部',
  readAt: null,
  ...over,
});

describe('the readers CSV', () => {
  it('starts with a BOM and a header, one CRLF line per reader, read time on the Beijing clock', () => {
    const text = readersCsv([reader({ readAt: '2026-12-01T02:05:00.000Z' }), reader({ name: '李四', account: '2023002' })]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual([
      '"姓名","账号","党支部","是否已读","阅读时间（北京时间）"',
      '"张三","2023001","计算机第一党支部","已读","2026-12-01 10:05"',
      '"李四","2023002","计算机第一党支部","未读",""',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and never lets a cell become a formula', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('他说"好"')).toBe('"他说""好"""');
    expect(csvField('一\n二')).toBe('"一\n二"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-1')).toBe('"\'-1"');
    expect(csvField('@a')).toBe('"\'@a"');
  });

  it('names the file after the title and the Beijing date, without characters a file system refuses', () => {
    expect(readersCsvName('关于"期末"的通知/二', new Date('2026-12-02T17:00:00.000Z'))).toBe('关于_期末_的通知_二-阅读情况-2026-12-03.csv');
  });
});
