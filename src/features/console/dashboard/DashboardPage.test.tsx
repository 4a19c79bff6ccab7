import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Req } from '@contract/index';
import type { Figures } from '@contract/dashboard';
import { formatDate } from '@/lib/date';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { grantOf, renderConsole, units } from '@/test/console';

jest.setTimeout(30_000);

const figuresOf = (over: Partial<Figures> = {}): Figures => ({
  scopeName: '计算机学院党委',
  learners: 30,
  staged: 27,
  creditedSeconds: 867030,
  requiredSeconds: 1983600,
  overdueDays: 7,
  figures: [
    { key: 'identity:2', group: 'people', label: '入党积极分子', count: 13 },
    { key: 'stage:3', group: 'people', label: '2026年春季积极分子培训班', count: 14 },
    { key: 'studyMet', group: 'study', label: '本期学时已达要求', count: 2 },
    { key: 'studyShort', group: 'study', label: '本期学时未达要求', count: 25 },
    { key: 'examPassed', group: 'exam', label: '本期考试已通过', count: 2 },
    { key: 'writeupPending', group: 'writeup', label: '心得体会待审核', count: 1 },
    { key: 'overdue', group: 'overdue', label: '逾期未审核事项', count: 4 },
  ],
  ...over,
});

function serve(answer: () => Figures | ReturnType<typeof networkError>) {
  const asked: Array<Req<'dashboard', 'figures'>> = [];
  server.use(
    mockEndpoint('organiser', 'me', { grants: [grantOf('college')] }),
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('review', 'summary', []),
    mockEndpoint('developRecord', 'alerts', [
      {
        userId: 7,
        name: '吴俊杰',
        branchName: '本科生第一党支部',
        stepNo: 2,
        stepName: '党组织派人谈话',
        recorder: 'branch',
        deadline: '2026-11-01',
        message: '应于2026年11月1日前完成，已超期 32 天',
      },
    ]),
    mockEndpoint('dashboard', 'figures', (body) => (asked.push(body), answer())),
    mockEndpoint('dashboard', 'people', (body) => ({
      list: [],
      total: 0,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
      label: '入党积极分子',
    })),
  );
  return asked;
}

describe('统计', () => {
  it('shows the figures in their groups, each tile a link to its list', async () => {
    serve(() => figuresOf());
    const { router } = renderConsole('/admin/dashboard');
    expect(await screen.findByTestId('dashboard-scope')).toHaveTextContent('范围：计算机学院党委');
    expect(screen.getByText('学员 30 人，其中 27 人已分配培训期次')).toBeInTheDocument();
    expect(screen.getByText('本期累计学时 240.8 学时，各期次要求合计 551 学时')).toBeInTheDocument();
    expect(screen.getByText('待审核超过 7 天的事项（各类别合计）')).toBeInTheDocument();
    const groups = ['people', 'study', 'exam', 'writeup', 'overdue'].map((g) => screen.getByTestId(`figure-group-${g}`));
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['人员构成', '学习进度', '考试', '心得体会', '逾期']);
    expect(
      within(groups[1])
        .getAllByRole('link')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['本期学时已达要求：2，查看名单', '本期学时未达要求：25，查看名单']);
    // 超期预警 of 发展党员 below the figures, each naming whose step and linking to their record
    const alert = await screen.findByTestId('develop-alert');
    expect(alert).toHaveTextContent(
      '吴俊杰本科生第一党支部2. 党组织派人谈话（党支部）期限 2026-11-01应于2026年11月1日前完成，已超期 32 天',
    );
    expect(within(alert).getByRole('link', { name: '吴俊杰' })).toHaveAttribute('href', '/admin/develop/7');
    const tile = screen.getByTestId('figure-identity:2');
    expect(tile).toHaveAttribute('href', '/admin/dashboard/identity%3A2');
    fireEvent.click(tile);
    expect(await screen.findByRole('heading', { name: '统计名单 · 入党积极分子' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/dashboard/identity%3A2');
  });

  it("asks for the unit picked and keeps it in the address and in the tiles' links", async () => {
    const asked = serve(() => figuresOf({ scopeName: '本科生第一党支部' }));
    const { router } = renderConsole('/admin/dashboard');
    await screen.findByTestId('dashboard-scope');
    const picker = screen.getByLabelText('党组织');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(4));
    fireEvent.change(picker, { target: { value: '3' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ orgId: 3 }));
    expect(router.state.location.search).toBe('?org=3');
    expect(await screen.findByTestId('figure-studyMet')).toHaveAttribute('href', '/admin/dashboard/studyMet?org=3');
    expect(asked[0]).toEqual({});
  });

  it('says why when the figures cannot be loaded, and loads them on 重试', async () => {
    let broken = true;
    serve(() => (broken ? networkError() : figuresOf()));
    renderConsole('/admin/dashboard');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('dashboard-scope')).toBeInTheDocument();
  });

  it("shows the server's refusal of a unit outside the scope", async () => {
    server.use(
      mockEndpoint('organiser', 'me', { grants: [grantOf('branch')] }),
      mockEndpoint('organiser', 'scopeUnits', units),
      mockEndpoint('review', 'summary', []),
      mockEndpoint('dashboard', 'figures', () => failure(10002, '该事项不在您的管理范围内，或已不存在')),
    );
    renderConsole('/admin/dashboard?org=99');
    expect(await screen.findByTestId('list-refusal')).toHaveTextContent('该事项不在您的管理范围内，或已不存在');
  });

  describe('导出 CSV of the figures', () => {
    const created: Blob[] = [];
    const clicked: string[] = [];
    beforeEach(() => {
      created.length = 0;
      clicked.length = 0;
      URL.createObjectURL = jest.fn((blob: Blob) => (created.push(blob), 'blob:figures'));
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('saves every figure with its group as a UTF-8 CSV with a BOM', async () => {
      serve(() => figuresOf());
      renderConsole('/admin/dashboard');
      await screen.findByTestId('dashboard-scope');
      fireEvent.click(screen.getByRole('button', { name: '导出 CSV' }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]).toBe(`统计_计算机学院党委_${formatDate(new Date(), 'YYYY-MM-DD')}.csv`);
      const bytes = new Uint8Array(await created[0].arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder('utf-8').decode(bytes).split('\r\n');
      expect(lines.slice(0, 3)).toEqual(['分类,统计项,数量', '人员构成,入党积极分子,13', '人员构成,2026年春季积极分子培训班,14']);
      expect(lines).toContain('逾期,逾期未审核事项,4');
      expect(lines).toHaveLength(1 + 7 + 1);
    });
  });
});
