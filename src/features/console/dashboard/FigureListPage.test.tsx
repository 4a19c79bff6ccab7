import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Req } from '@contract/index';
import type { FigurePerson } from '@contract/dashboard';
import { formatDate } from '@/lib/date';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { grantOf, renderConsole, units } from '@/test/console';

jest.setTimeout(30_000);

const personOf = (i: number, over: Partial<FigurePerson> = {}): FigurePerson => ({
  id: i,
  account: `20230101${String(i).padStart(2, '0')}`,
  name: `学员${i}`,
  branchName: '本科生第一党支部',
  identityName: '入党积极分子',
  stageName: '2026年春季积极分子培训班',
  detail: `${i} / 20 学时`,
  ...over,
});

type Answer = FigurePerson[] | (() => ReturnType<typeof networkError> | null);

function serve(rows: Answer, label = '本期学时未达要求') {
  const asked: Array<Req<'dashboard', 'people'>> = [];
  server.use(
    mockEndpoint('organiser', 'me', { grants: [grantOf('college')] }),
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('review', 'summary', []),
    mockEndpoint('dashboard', 'people', (body) => {
      asked.push(body);
      const failed = typeof rows === 'function' ? rows() : null;
      if (failed) return failed;
      const all = typeof rows === 'function' ? [] : rows;
      return {
        list: all.slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize),
        total: all.length,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
        label,
      };
    }),
  );
  return asked;
}

describe('统计名单', () => {
  it('lists the people behind the figure, pages keep the unit, and leads back to 统计', async () => {
    const asked = serve(Array.from({ length: 45 }, (_, i) => personOf(i + 1)));
    const { router } = renderConsole('/admin/dashboard/studyShort?org=3');
    expect(await screen.findByRole('heading', { name: '统计名单 · 本期学时未达要求' })).toBeInTheDocument();
    const table = screen.getByTestId('figure-people');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 20);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '2023010101学员1本科生第一党支部入党积极分子2026年春季积极分子培训班1 / 20 学时',
    );
    expect(asked[0]).toEqual({ figure: 'studyShort', orgId: 3, pageNum: 1, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?org=3&page=2'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ figure: 'studyShort', orgId: 3, pageNum: 2, pageSize: 20 }));
    expect(screen.getByRole('link', { name: '返回统计' })).toHaveAttribute('href', '/admin/dashboard?org=3');
  });

  it('says so when nobody is behind the figure', async () => {
    serve([], '本期学时已达要求');
    renderConsole('/admin/dashboard/studyMet');
    expect(await screen.findByText('没有符合条件的学员')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出 CSV' })).toBeDisabled();
  });

  it('says so when no review item is behind a 心得 figure', async () => {
    serve([], '心得体会已退回');
    renderConsole('/admin/dashboard/writeupReturned');
    expect(await screen.findByText('没有符合条件的事项')).toBeInTheDocument();
  });

  it("shows the server's refusal of an unknown figure", async () => {
    server.use(
      mockEndpoint('organiser', 'me', { grants: [grantOf('college')] }),
      mockEndpoint('review', 'summary', []),
      mockEndpoint('dashboard', 'people', () => failure(10002, '没有这个统计项，请从统计页面重新进入')),
    );
    renderConsole('/admin/dashboard/bogus');
    expect(await screen.findByTestId('list-refusal')).toHaveTextContent('没有这个统计项，请从统计页面重新进入');
    expect(screen.getByRole('link', { name: '返回统计' })).toHaveAttribute('href', '/admin/dashboard');
  });

  it('says 加载失败 when the network fails, and loads on 重试', async () => {
    let broken = true;
    serve(() => (broken ? networkError() : null));
    renderConsole('/admin/dashboard/studyShort');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('没有符合条件的学员')).toBeInTheDocument();
  });

  describe('导出 CSV', () => {
    const created: Blob[] = [];
    const clicked: string[] = [];
    beforeEach(() => {
      created.length = 0;
      clicked.length = 0;
      URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:people'));
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('fetches every page (100 a page) of the unit and saves one UTF-8 CSV with a BOM', async () => {
      const all = Array.from({ length: 230 }, (_, i) => personOf(i + 1, i === 0 ? { detail: '=心得, "一"' } : {}));
      const asked = serve(all);
      renderConsole('/admin/dashboard/studyShort?org=3');
      await screen.findByTestId('figure-people');
      fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]).toBe(`本期学时未达要求_${formatDate(new Date(), 'YYYY-MM-DD')}.csv`);
      expect(asked.filter((b) => b.pageSize === 100).map((b) => [b.pageNum, b.orgId, b.figure])).toEqual([
        [1, 3, 'studyShort'],
        [2, 3, 'studyShort'],
        [3, 3, 'studyShort'],
      ]);
      const bytes = new Uint8Array(await created[0].arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(created[0].type).toBe('text/csv;charset=utf-8');
      const lines = new TextDecoder('utf-8').decode(bytes).split('\r\n');
      expect(lines[0]).toBe('账号,姓名,党支部,身份,培训期次,详情');
      expect(lines[1]).toBe('2023010101,学员1,本科生第一党支部,入党积极分子,2026年春季积极分子培训班,"\'=心得, ""一"""');
      expect(lines).toHaveLength(1 + 230 + 1);
    });

    it('a failure while exporting says so and saves nothing', async () => {
      let exporting = false;
      const rows = Array.from({ length: 30 }, (_, i) => personOf(i + 1));
      server.use(
        mockEndpoint('organiser', 'me', { grants: [grantOf('college')] }),
        mockEndpoint('review', 'summary', []),
        mockEndpoint('dashboard', 'people', (body) =>
          exporting && body.pageSize === 100
            ? networkError()
            : {
                list: rows.slice(0, body.pageSize),
                total: rows.length,
                pageNum: body.pageNum,
                pageSize: body.pageSize,
                label: '本期学时未达要求',
              },
        ),
      );
      renderConsole('/admin/dashboard/studyShort');
      await screen.findByTestId('figure-people');
      exporting = true;
      fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/^导出失败：/);
      expect(clicked).toEqual([]);
      expect(created).toEqual([]);
    });
  });
});
