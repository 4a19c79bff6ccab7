import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DuesCard } from '@contract/party';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import DuesPage from './DuesPage';

const rule = [
  { category: 'student' as const, text: '学生党员：每月 0.20 元' },
  { category: 'staff' as const, text: '在职党员：税后月收入 3000 元（含）以下，按 0.5% 缴纳' },
];
const basis = '依据中共中央组织部《关于中国共产党党费收缴、使用和管理的规定》（2008年）';
const month = (m: string, paidDate: string | null) => ({
  month: m,
  category: 'student' as const,
  base: null,
  rate: '定额',
  amount: '0.20',
  paid: paidDate !== null,
  paidDate,
});
const card = (year: number): DuesCard => ({
  member: true,
  partyStatusName: '中共预备党员',
  note: '',
  year,
  years: [2026, 2025],
  category: 'student',
  rule,
  basis,
  ...(year === 2026
    ? { records: [month('2026-09', '2026-09-10'), month('2026-10', null)], totalDue: '0.40', totalPaid: '0.20', unpaidMonths: 1 }
    : { records: [month('2025-12', '2025-12-08')], totalDue: '0.20', totalPaid: '0.20', unpaidMonths: 0 }),
});

const show = () => renderScreen(<DuesPage />, { path: '/personal-space/workbenches/training-dues', user: loginResult() });

describe('DuesPage', () => {
  it('shows the year’s months, paid or not, with the totals, the rule and where dues are paid; another year is asked for', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('party', 'cardRecordDetail', (body) => {
        asked.push(body);
        return card(body.year ?? 2026);
      }),
    );
    show();
    const rows = await screen.findAllByTestId('dues-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('2026 年 9 月');
    expect(within(rows[0]).getByText('已缴')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('2026-09-10');
    expect(within(rows[1]).getByText('未缴')).toBeInTheDocument();
    expect(screen.getByTestId('dues-total-due')).toHaveTextContent('0.40 元');
    // September and October: the label names them (not 全年, not 截至 10 月 as if from January)
    expect(screen.getByText('2026 年 9–10 月应缴')).toBeInTheDocument();
    expect(screen.queryByText(/全年|截至/)).toBeNull();
    expect(screen.getByTestId('dues-scope')).toHaveTextContent('应缴与已缴按下表 2 个月的记录合计，其他月份暂无记录');
    expect(screen.getByTestId('dues-total-paid')).toHaveTextContent('0.20 元（未缴 1 个月）');
    expect(screen.getByText('党费通过所在党支部缴纳，平台只显示缴纳记录')).toBeInTheDocument();
    expect(screen.getByTestId('dues-rule')).toHaveTextContent('学生党员：每月 0.20 元');
    expect(screen.getByTestId('dues-rule')).toHaveTextContent('关于中国共产党党费收缴、使用和管理的规定');
    fireEvent.change(screen.getByRole('combobox', { name: '年份' }), { target: { value: '2025' } });
    await waitFor(() => expect(screen.getAllByTestId('dues-row')).toHaveLength(1));
    expect(screen.getByTestId('dues-total-paid')).toHaveTextContent('全部已缴');
    // December alone is one month's record, not the whole year
    expect(screen.getByText('2025 年 12 月应缴')).toBeInTheDocument();
    expect(screen.queryByText(/全年/)).toBeNull();
    expect(screen.getByTestId('dues-scope')).toHaveTextContent('应缴与已缴按下表 1 个月的记录合计');
    expect(asked).toEqual([{}, { year: 2025 }]);
  });

  it('says 全年 only when all twelve months are recorded, and counts the months of a year with gaps', async () => {
    const months = (y: number, ms: number[]) =>
      ms.map((m) => month(`${y}-${String(m).padStart(2, '0')}`, `${y}-${String(m).padStart(2, '0')}-10`));
    const totals = (records: DuesCard['records']) => ({
      records,
      totalDue: (records.length * 0.2).toFixed(2),
      totalPaid: (records.length * 0.2).toFixed(2),
      unpaidMonths: 0,
    });
    server.use(
      mockEndpoint('party', 'cardRecordDetail', (body) => ({
        ...card(2025),
        year: body.year ?? 2025,
        years: [2025, 2024],
        ...totals(body.year === 2024 ? months(2024, [3, 4, 6]) : months(2025, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])),
      })),
    );
    show();
    expect(await screen.findByText('2025 年全年应缴')).toBeInTheDocument();
    expect(screen.getByTestId('dues-total-due')).toHaveTextContent('2.40 元');
    expect(screen.queryByTestId('dues-scope')).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: '年份' }), { target: { value: '2024' } });
    expect(await screen.findByText('2024 年 3–6 月中有记录的 3 个月应缴')).toBeInTheDocument();
    expect(screen.getByTestId('dues-scope')).toHaveTextContent('应缴与已缴按下表 3 个月的记录合计，其他月份暂无记录');
  });

  it('who is not yet a member sees why there is nothing', async () => {
    server.use(
      mockEndpoint('party', 'cardRecordDetail', {
        member: false,
        partyStatusName: '入党积极分子',
        note: '入党后按月缴纳党费',
        year: 2026,
        years: [2026],
        category: null,
        records: [],
        totalDue: '0.00',
        totalPaid: '0.00',
        unpaidMonths: 0,
        rule,
        basis,
      }),
    );
    show();
    const empty = await screen.findByTestId('dues-not-member');
    expect(empty).toHaveTextContent('您目前是入党积极分子，入党后按月缴纳党费。');
    expect(screen.queryByTestId('dues-table')).toBeNull();
    expect(screen.queryByRole('combobox', { name: '年份' })).toBeNull();
  });

  it('a refusal says why without 重试; a network failure offers to retry', async () => {
    server.use(mockEndpoint('party', 'cardRecordDetail', () => failure(10002, '年份不正确')));
    const first = show();
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    expect(screen.getByText('年份不正确')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    server.use(mockEndpoint('party', 'cardRecordDetail', () => networkError()));
    show();
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
