// The import framework: reading Excel's CSV files and the all-or-nothing run.
import iconv from 'iconv-lite';
import { createTestApp, type TestApp } from '../../test/testApp';
import { CsvError, decodeText, parseCsvTable } from '../../lib/lists/csvTable';
import { columnProblems, ImportRefused, runImport, templateCsv, type Importer } from './importer';

describe('reading CSV', () => {
  it("reads Excel's GBK and UTF-8 files alike", () => {
    const text = '账号,姓名\r\n2023010101,张晓明\r\n';
    expect(decodeText(iconv.encode(text, 'gbk'))).toBe(text);
    expect(parseCsvTable(decodeText(Buffer.from(`\ufeff${text}`, 'utf8'))).columns).toEqual(['账号', '姓名']);
  });

  it('numbers rows as Excel shows them: blank lines count, a cell over two lines does not', () => {
    const t = parseCsvTable('账号,姓名\n\n1," 张\n三 "\n2,李四\n');
    expect(t.rows).toEqual([
      { line: 3, cells: { 账号: '1', 姓名: '张\n三' } },
      { line: 4, cells: { 账号: '2', 姓名: '李四' } },
    ]);
  });

  it('refuses an empty file and two columns of one name', () => {
    expect(() => parseCsvTable('')).toThrow(CsvError);
    expect(() => parseCsvTable('账号,账号\n1,2\n')).toThrow('两列都叫“账号”');
  });
});

describe('runImport', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  }, 120_000);
  afterEach(() => t.close(), 120_000);

  // writes each row's 名称 as a phase; a name holding "错" is a problem
  const phases: Importer = {
    kind: 'test',
    title: '测试表',
    columns: [
      { name: '名称', required: true, help: '培训名称', example: '入党积极分子培训' },
      { name: '备注', required: false, help: '', example: '' },
    ],
    async run(trx, rows, ctx) {
      let added = 0;
      for (const r of rows) {
        if (r.cells['名称'].includes('错')) ctx.problems.add(r.line, '名称', '不能含“错”');
        await trx.insertInto('phase').values({ name: r.cells['名称'], sort: r.line }).execute();
        added++;
      }
      return { added, updated: 0, unchanged: 0, notes: [] };
    },
  };
  const names = async () => (await t.db.selectFrom('phase').select('name').orderBy('id').execute()).map((r) => r.name);

  it('writes nothing when any row has a problem, and names every problem', async () => {
    const table = parseCsvTable('名称\n甲\n错一\n乙\n错二\n');
    const err = await runImport(t.db, phases, table).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportRefused);
    expect((err as ImportRefused).problems).toEqual([
      { line: 3, column: '名称', message: '不能含“错”' },
      { line: 5, column: '名称', message: '不能含“错”' },
    ]);
    expect(await names()).toEqual([]);
  });

  it('a dry run answers what would change and writes nothing', async () => {
    expect(await runImport(t.db, phases, parseCsvTable('名称\n甲\n乙\n'), { dryRun: true })).toMatchObject({ added: 2 });
    expect(await names()).toEqual([]);
    expect(await runImport(t.db, phases, parseCsvTable('名称\n甲\n乙\n'))).toMatchObject({ added: 2 });
    expect(await names()).toEqual(['甲', '乙']);
  });

  it('checks the columns first: a missing required one, an unknown one, no rows', async () => {
    expect(columnProblems(phases, parseCsvTable('名字,备注\n甲,\n')).map((p) => p.message)).toEqual([
      '缺少必填的列“名称”（培训名称）',
      '不认识的列“名字”；测试表可用的列：名称、备注',
    ]);
    await expect(runImport(t.db, phases, parseCsvTable('名称\n'))).rejects.toThrow(ImportRefused);
    expect(await names()).toEqual([]);
  });

  it('makes a template Excel opens as UTF-8', () => {
    expect(templateCsv(phases)).toBe('\ufeff名称,备注\r\n入党积极分子培训,\r\n');
  });
});
