import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DevelopAlert } from '@contract/developRecord';
import type { Req } from '@contract/index';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { units } from '@/test/console';
import { loginResult, renderScreen } from '@/test/renderScreen';
import DevelopListPage from './DevelopListPage';
import { pageOf, rowOf } from './developFixtures';

// The 发展党员 list against developRecord/list and alerts: the rows with their last and next step,
// the 超期预警 above them, the filters in the address, and a batch record for the ticked people.

const alert: DevelopAlert = {
  userId: 12,
  name: '李思雨',
  branchName: '本科生第一党支部',
  stepNo: 2,
  stepName: '党组织派人谈话',
  recorder: 'branch',
  deadline: '2026-11-20',
  message: '递交入党申请书已超过一个月，尚未派人谈话',
};

function serve({ rows = [rowOf(21)], alerts = [] as DevelopAlert[] } = {}) {
  const asked: Array<Req<'developRecord', 'list'>> = [];
  server.use(
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('developRecord', 'alerts', alerts),
    mockEndpoint('developRecord', 'list', (body) => {
      asked.push(body);
      return pageOf(rows);
    }),
  );
  return asked;
}

const show = (url = '/admin/develop') => renderScreen(<DevelopListPage />, { path: '/admin/develop', url, user: loginResult({ id: 501 }) });

describe('the 发展党员 list', () => {
  it('shows each person with identity, last and next step, overdue steps in red, and the 超期预警 above', async () => {
    const asked = serve({
      rows: [
        rowOf(21, { name: '张晓明', account: '2023010101', overdue: 2 }),
        rowOf(22, { name: '孙雨桐', lastStep: null, nextStep: { no: 2, name: '党组织派人谈话', recorder: 'branch', state: 'waiting' } }),
      ],
      alerts: [alert],
    });
    show('/admin/develop?q=张');
    const rows = await screen.findAllByTestId('develop-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('张晓明2023010101');
    expect(rows[0]).toHaveTextContent('本科生第一党支部');
    expect(rows[0]).toHaveTextContent('入党积极分子');
    expect(within(rows[0]).getByTestId('develop-last')).toHaveTextContent('6. 培养教育考察2026-05-20');
    expect(within(rows[0]).getByTestId('develop-next')).toHaveTextContent('7. 确定发展对象可记录');
    const overdue = within(rows[0]).getByText('超期 2 项');
    expect(overdue).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: '查看 张晓明 的发展党员记实' })).toHaveAttribute(
      'href',
      '/admin/develop/21?q=%E5%BC%A0',
    );
    expect(within(rows[1]).getByTestId('develop-last')).toHaveTextContent('—');
    expect(within(rows[1]).getByTestId('develop-next')).toHaveTextContent('2. 党组织派人谈话待前序步骤');
    // no 下一步 filter: nothing to tick
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /批量记录/ })).toBeNull();

    const alerts = await screen.findAllByTestId('develop-alert');
    expect(screen.getByRole('heading', { name: '超期预警（1）' })).toBeInTheDocument();
    expect(alerts[0]).toHaveTextContent('李思雨');
    expect(alerts[0]).toHaveTextContent('2. 党组织派人谈话（党支部）');
    expect(alerts[0]).toHaveTextContent('期限 2026-11-20');
    expect(alerts[0]).toHaveTextContent('递交入党申请书已超过一个月，尚未派人谈话');
    expect(within(alerts[0]).getByRole('link', { name: '李思雨' })).toHaveAttribute('href', '/admin/develop/12');
    expect(screen.getByRole('link', { name: '规则' })).toHaveAttribute('href', '/admin/develop/rules');
    expect(asked).toEqual([{ keyword: '张', pageNum: 1, pageSize: 20 }]);
  });

  it('filters by 党组织, 身份 and 下一步 through the address', async () => {
    const asked = serve();
    const { router } = show();
    await screen.findAllByTestId('develop-row');
    fireEvent.change(screen.getByRole('combobox', { name: '身份' }), { target: { value: 'candidate' } });
    await waitFor(() => expect(router.state.location.search).toBe('?stage=candidate'));
    fireEvent.change(screen.getByRole('combobox', { name: '下一步' }), { target: { value: '12' } });
    await waitFor(() => expect(router.state.location.search).toBe('?stage=candidate&step=12'));
    fireEvent.change(screen.getByRole('combobox', { name: '党组织' }), { target: { value: '3' } });
    await waitFor(() => expect(asked.at(-1)).toEqual({ branchId: 3, stage: 'candidate', nextStep: 12, pageNum: 1, pageSize: 20 }));
    expect(within(screen.getByRole('combobox', { name: '下一步' })).getByRole('option', { name: '第 25 步 材料归档' })).toBeInTheDocument();
  });

  it('says when there is nobody, and that nothing is overdue', async () => {
    serve({ rows: [] });
    show();
    expect(await screen.findByText('您的管理范围内还没有发展党员的人员')).toBeInTheDocument();
    expect(await screen.findByText('暂无超期事项')).toBeInTheDocument();
  });

  it('shows a failed list with the server’s words, and a failed 超期预警 with 重试 beside the list', async () => {
    serve();
    server.use(
      mockEndpoint('developRecord', 'list', () => failure(10002, '此功能仅供党组织管理人员使用')),
      mockEndpoint('developRecord', 'alerts', () => networkError()),
    );
    show();
    expect(await screen.findByText('此功能仅供党组织管理人员使用')).toBeInTheDocument();
    // the refusal stays the same however often it is asked: only the network failure offers 重试
    await waitFor(() => expect(screen.getAllByText('加载失败')).toHaveLength(2));
    expect(screen.getByText('后端接口连接异常')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: '重试' })).toHaveLength(1);
  });

  it('filtered by 下一步, records that step for the ticked people at once and says who was refused and why', async () => {
    serve({
      rows: [
        rowOf(21, { name: '张晓明' }),
        rowOf(22, { name: '孙雨桐', nextStep: { no: 7, name: '确定发展对象', recorder: 'branch', state: 'blocked' } }),
        rowOf(23, { name: '王浩然', nextStep: { no: 7, name: '确定发展对象', recorder: 'branch', state: 'waiting' } }),
      ],
    });
    const sent: Array<Req<'developRecord', 'record'>> = [];
    server.use(
      mockEndpoint('developRecord', 'record', (body) => {
        sent.push(body);
        return {
          recorded: [{ userId: 21, name: '张晓明' }],
          refused: [{ userId: 22, name: '孙雨桐', message: '确定为入党积极分子未满一年（2027-01-03 起）' }],
        };
      }),
    );
    show('/admin/develop?step=7');
    await screen.findAllByTestId('develop-row');
    const batch = screen.getByRole('button', { name: '批量记录第 7 步' });
    expect(batch).toBeDisabled();
    // waiting for the steps before it: cannot be ticked
    expect(screen.queryByRole('checkbox', { name: '选择：王浩然' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择：张晓明' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择：孙雨桐' }));
    fireEvent.click(screen.getByRole('button', { name: '批量记录第 7 步（2 人）' }));
    const dialog = await screen.findByTestId('record-dialog');
    expect(within(dialog).getByText('批量记录：第 7 步 确定发展对象')).toBeInTheDocument();
    expect(within(dialog).getByTestId('record-people')).toHaveTextContent('记录给：张晓明、孙雨桐');
    fireEvent.change(within(dialog).getByLabelText(/支委会确定日期/), { target: { value: '2026-06-01' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /听取党小组/ }), { target: { value: '  党小组一致同意  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存记录' }));
    const result = await screen.findByTestId('batch-result');
    expect(sent).toEqual([{ userIds: [21, 22], stepNo: 7, doneOn: '2026-06-01', fields: [{ key: 'opinion', value: '党小组一致同意' }] }]);
    expect(result).toHaveTextContent('已记录 1 人，1 人未记录');
    expect(result).toHaveTextContent('已记录：张晓明');
    expect(within(result).getByTestId('batch-refused')).toHaveTextContent('孙雨桐：确定为入党积极分子未满一年（2027-01-03 起）');
    await waitFor(() => expect(screen.queryByTestId('record-dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '批量记录第 7 步' })).toBeDisabled();
  });

  it('a batch nobody could be recorded for keeps the form, with each person’s reason', async () => {
    serve({ rows: [rowOf(21, { name: '张晓明' }), rowOf(22, { name: '孙雨桐' })] });
    server.use(
      mockEndpoint('developRecord', 'record', (body) => ({
        recorded: [],
        refused: body.userIds.map((userId) => ({ userId, name: userId === 21 ? '张晓明' : '孙雨桐', message: '上一步尚未记录' })),
      })),
    );
    show('/admin/develop?step=7');
    await screen.findAllByTestId('develop-row');
    fireEvent.click(screen.getByRole('checkbox', { name: '全选本页可记录的人员' }));
    fireEvent.click(screen.getByRole('button', { name: '批量记录第 7 步（2 人）' }));
    const dialog = await screen.findByTestId('record-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /听取党小组/ }), { target: { value: '同意' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存记录' }));
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent('张晓明：上一步尚未记录');
    expect(error).toHaveTextContent('孙雨桐：上一步尚未记录');
    expect(within(dialog).getByRole('textbox', { name: /听取党小组/ })).toHaveValue('同意');
  });
});
