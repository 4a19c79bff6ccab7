import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DuesMonthRow } from '@contract/dues';
import type { Res } from '@contract/index';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import DuesPage from './DuesPage';
import { monthCsv } from './monthCsv';

// 党费 (one month) against dues/month, dues/record and dues/remind: each member's state, recording
// one member (the amount from the server), a batch “mark paid” with the server's refusals shown,
// reminders, the CSV, and the empty and refused answers.

const row = (userId: number, over: Partial<DuesMonthRow> = {}): DuesMonthRow => ({
  userId,
  name: `党员${userId}`,
  account: `20220102${userId}`,
  branchName: '计算机学院本科生第二党支部',
  partyStatusName: '中共预备党员',
  record: null,
  lastCategory: 'student',
  lastBaseFen: null,
  ...over,
});
const month = (rows: DuesMonthRow[]): Res<'dues', 'month'> => ({
  month: '2026-11',
  rows,
  totals: { members: rows.length, paid: 1, unpaid: 1, missing: 1, dueFen: 23_740, paidFen: 23_720 },
});
const rows = () => [
  row(1, {
    name: '周建国',
    partyStatusName: '中共党员',
    record: { category: 'staff', baseFen: 1_186_000, permille: 20, amountFen: 23_720, paidDate: '2026-11-06', recordedBy: '林晓红' },
    lastCategory: 'staff',
    lastBaseFen: 1_186_000,
  }),
  row(2, { name: '陆嘉怡', record: { category: 'student', baseFen: null, permille: null, amountFen: 20, paidDate: null, recordedBy: '' } }),
  row(3, { name: '钟俊豪' }),
  row(4, { name: '新党员', lastCategory: null }),
];
const show = () => renderScreen(<DuesPage />, { path: '/admin/dues', url: '/admin/dues?month=2026-11', user: loginResult() });

describe('党费 (a month)', () => {
  it('shows each member’s state and the month’s totals', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('organiser', 'scopeUnits', []),
      mockEndpoint('dues', 'month', (body) => (asked.push(body), month(rows()))),
    );
    show();
    const shown = await screen.findAllByTestId('dues-row');
    expect(asked[0]).toEqual({ month: '2026-11' });
    expect(shown[0]).toHaveTextContent('周建国');
    expect(shown[0]).toHaveTextContent('在职党员 · 基数 11860.00 元');
    expect(shown[0]).toHaveTextContent('237.20 元');
    expect(shown[0]).toHaveTextContent('已缴 2026-11-06');
    expect(shown[0]).toHaveTextContent('林晓红');
    expect(shown[1]).toHaveTextContent('未缴');
    expect(shown[2]).toHaveTextContent('未记录');
    expect(screen.getByTestId('dues-totals')).toHaveTextContent('党员 4 人 · 已缴 1 · 未缴 1 · 未记录 1 · 应缴 237.40 元 · 已缴 237.20 元');
    // the paid one and one never recorded (no category known) cannot be marked in a batch
    expect(within(shown[0]).getByRole('checkbox')).toBeDisabled();
    expect(within(shown[3]).getByRole('checkbox')).toBeDisabled();
    expect(within(shown[1]).getByRole('checkbox')).toBeEnabled();
  });

  it('records one member with what was typed and shows the server’s refusal in the dialog', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('organiser', 'scopeUnits', []),
      mockEndpoint('dues', 'month', month(rows())),
      mockEndpoint('dues', 'record', (body) => {
        sent.push(body);
        return sent.length === 1
          ? { recorded: [], refused: [{ userId: 3, name: '钟俊豪', reason: '缴费日期不能晚于今天' }] }
          : { recorded: [{ userId: 3, name: '钟俊豪', amountFen: 2_500, rewritten: false }], refused: [] };
      }),
    );
    const user = userEvent.setup();
    show();
    await user.click(await screen.findByRole('button', { name: '记录 钟俊豪' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), 'retired');
    // a base that is not an amount is caught here
    await user.type(within(dialog).getByRole('textbox'), '5千');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('缴费基数应是金额，如 12680 或 12680.50')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), '5,000');
    await user.click(within(dialog).getByRole('checkbox', { name: '已缴纳' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('缴费日期不能晚于今天')).toBeInTheDocument();
    expect(sent[0]).toEqual({
      month: '2026-11',
      entries: [{ userId: 3, category: 'retired', baseFen: 500_000, paidDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }],
    });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(2);
  });

  it('marks the ticked members paid in one batch and lists who was not recorded', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('organiser', 'scopeUnits', []),
      mockEndpoint('dues', 'month', month(rows())),
      mockEndpoint('dues', 'record', (body) => {
        sent.push(body);
        return {
          recorded: [{ userId: 2, name: '陆嘉怡', amountFen: 20, rewritten: true }],
          refused: [{ userId: 3, name: '钟俊豪', reason: '此人 2026-12-10 入党，此前的月份不缴纳党费' }],
        };
      }),
    );
    const user = userEvent.setup();
    show();
    await screen.findAllByTestId('dues-row');
    await user.click(screen.getByRole('checkbox', { name: '选择本页可标记的党员' }));
    await user.click(screen.getByRole('button', { name: '标记为已缴（2）' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('陆嘉怡、钟俊豪');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const result = await screen.findByTestId('batch-result');
    expect(result).toHaveTextContent('已记录 1 人，1 人未记录');
    expect(result).toHaveTextContent('钟俊豪：此人 2026-12-10 入党，此前的月份不缴纳党费');
    const body = sent[0] as { month: string; entries: { userId: number; category: string; baseFen: number | null; paidDate: string }[] };
    expect(body.entries.map((e) => [e.userId, e.category, e.baseFen])).toEqual([
      [2, 'student', null],
      [3, 'student', null],
    ]);
  });

  it('sends reminders after asking, and says how many', async () => {
    let reminded = 0;
    server.use(
      mockEndpoint('organiser', 'scopeUnits', []),
      mockEndpoint('dues', 'month', month(rows())),
      mockEndpoint('dues', 'remind', () => ((reminded += 1), { sent: 3, skipped: 1 })),
    );
    const user = userEvent.setup();
    show();
    await screen.findAllByTestId('dues-row');
    await user.click(screen.getByRole('button', { name: '提醒未缴' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: '提醒未缴' }));
    expect(await screen.findByTestId('remind-result')).toHaveTextContent('已提醒 3 人，1 人今天已提醒过');
    expect(reminded).toBe(1);
  });

  it('exports the month as Excel opens it', () => {
    const csv = monthCsv(rows()).split('\r\n');
    expect(csv[0]).toBe('\uFEFF姓名,学号/工号,所在党支部,政治面貌,类别,缴费基数(元),金额(元),状态,缴费日期,记录人');
    expect(csv[1]).toBe('周建国,202201021,计算机学院本科生第二党支部,中共党员,在职党员,11860.00,237.20,已缴,2026-11-06,林晓红');
    expect(csv[3]).toBe('钟俊豪,202201023,计算机学院本科生第二党支部,中共预备党员,,,,未记录,,');
  });

  it('says when nobody in scope pays dues, and shows a refusal', async () => {
    server.use(mockEndpoint('organiser', 'scopeUnits', []), mockEndpoint('dues', 'month', month([])));
    const first = show();
    expect(await screen.findByText('所选范围内没有预备党员或正式党员')).toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('dues', 'month', () => failure(10002, '党费仅供党支部、二级党委和校级管理人员使用')));
    show();
    expect(await screen.findByText('党费仅供党支部、二级党委和校级管理人员使用')).toBeInTheDocument();
  });
});
