import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beijingDay } from '../beijingTime';
import type { Req } from '@contract/index';
import type { AuditEntry } from '@contract/audit';
import { mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { auditOf, grantOf, renderConsole } from '@/test/console';

jest.setTimeout(30_000);

function serve(all: AuditEntry[] | (() => ReturnType<typeof networkError> | null)) {
  const asked: Array<Req<'audit', 'list'>> = [];
  server.use(
    mockEndpoint('organiser', 'me', { grants: [grantOf('sysadmin')] }),
    mockEndpoint('audit', 'list', (body) => {
      asked.push(body);
      const failed = typeof all === 'function' ? all() : null;
      if (failed) return failed;
      const rows = typeof all === 'function' ? [] : all;
      return {
        list: rows.slice((body.pageNum - 1) * body.pageSize, body.pageNum * body.pageSize),
        total: rows.length,
        pageNum: body.pageNum,
        pageSize: body.pageSize,
      };
    }),
  );
  return asked;
}

describe('审计', () => {
  it('lists the entries; a row opens to before and after, pretty-printed', async () => {
    serve([auditOf(), auditOf({ id: 2, action: '授权', before: '', after: '{"role":"branch"}' })]);
    renderConsole('/admin/audit');
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows[0]).toHaveTextContent('2026-11-21 10:00:00');
    expect(rows[0]).toHaveTextContent('T2001');
    expect(rows[0]).toHaveTextContent('王老师');
    expect(rows[0]).toHaveTextContent('党支部 · 本科生第一党支部');
    expect(rows[0]).toHaveTextContent('审核通过');
    expect(rows[0]).toHaveTextContent('事项 12 心得体会 · 孙雨桐');
    fireEvent.click(within(rows[0]).getByRole('button', { name: '展开记录 1 的详情' }));
    const detail = await screen.findByTestId('audit-detail');
    expect(within(detail).getAllByText(/state/)[1].textContent).toBe('{\n  "state": "approved",\n  "score": 90\n}');
    fireEvent.click(within(rows[1]).getByRole('button', { name: '展开记录 2 的详情' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-detail')).toHaveLength(2));
    expect(screen.getAllByTestId('audit-detail')[1]).toHaveTextContent('（无）');
    fireEvent.click(within(rows[0]).getByRole('button', { name: '收起记录 1 的详情' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-detail')).toHaveLength(1));
  });

  it('sends the filters it applies, and refuses a range that ends before it starts', async () => {
    const asked = serve([auditOf()]);
    const { router } = renderConsole('/admin/audit');
    await screen.findAllByTestId('audit-row');
    fireEvent.change(screen.getByLabelText('账号'), { target: { value: ' T2001 ' } });
    fireEvent.change(screen.getByLabelText('动作'), { target: { value: '审核通过' } });
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: '筛选' }));
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        account: 'T2001',
        action: '审核通过',
        from: '2026-11-01',
        to: '2026-11-30',
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(router.state.location.search).toContain('from=2026-11-01');
  });

  it('says 暂无审计记录 for an empty log', async () => {
    serve([]);
    renderConsole('/admin/audit');
    expect(await screen.findByText('暂无审计记录')).toBeInTheDocument();
  });

  it('shows skeletons while the log loads', async () => {
    serve([auditOf()]);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      mockEndpoint('audit', 'list', async () => {
        await held;
        return { list: [auditOf()], total: 1, pageNum: 1, pageSize: 20 };
      }),
    );
    renderConsole('/admin/audit');
    await screen.findByRole('navigation', { name: '管理功能' });
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    release();
    expect(await screen.findAllByTestId('audit-row')).toHaveLength(1);
  });

  it('a failed load shows 加载失败 and 重试 loads it again', async () => {
    let fail = true;
    serve(() => (fail ? networkError() : null));
    renderConsole('/admin/audit');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无审计记录')).toBeInTheDocument();
  });

  describe('导出 CSV', () => {
    const created: Blob[] = [];
    const clicked: string[] = [];
    beforeEach(() => {
      created.length = 0;
      clicked.length = 0;
      URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:audit'));
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('fetches every page of the current filter (100 a page) and saves one UTF-8 CSV with a BOM', async () => {
      const all = Array.from({ length: 230 }, (_, i) => auditOf({ id: i + 1, target: i === 0 ? '事项 1, "引号"\n换行' : `事项 ${i + 1}` }));
      const asked = serve(all);
      renderConsole('/admin/audit?account=T2001');
      await screen.findAllByTestId('audit-row');
      fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]).toBe(`审计日志_${beijingDay(new Date())}.csv`);
      const exports = asked.filter((b) => b.pageSize === 100);
      expect(exports.map((b) => [b.pageNum, b.account])).toEqual([
        [1, 'T2001'],
        [2, 'T2001'],
        [3, 'T2001'],
      ]);
      const bytes = new Uint8Array(await created[0].arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(created[0].type).toBe('text/csv;charset=utf-8');
      const lines = new TextDecoder('utf-8').decode(bytes).split('\r\n');
      expect(lines[0]).toBe('时间,账号,姓名,角色,动作,对象,修改前,修改后');
      expect(lines[1]).toContain('"事项 1, ""引号""\n换行"');
      expect(lines).toHaveLength(1 + 230 + 1);
    });

    it('a failure while exporting says so and saves nothing', async () => {
      let calls = 0;
      serve(() => (++calls > 1 ? networkError() : null));
      renderConsole('/admin/audit');
      await screen.findByText('暂无审计记录');
      fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
      expect(await screen.findByText(/^导出失败/)).toBeInTheDocument();
      expect(clicked).toEqual([]);
    });
  });
});
