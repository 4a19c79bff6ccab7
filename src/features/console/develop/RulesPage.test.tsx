import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GateRule } from '@contract/developRecord';
import type { Req } from '@contract/index';
import type { Grant } from '@contract/organiser';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { grantOf, renderConsole, units } from '@/test/console';
import { ruleOf } from './developFixtures';

// 发展党员规则 inside the console (its grants decide): every rule with its step, kind, sentence,
// basis and last change; the numbers editable by the 校级 organiser only, saved through updateRule.

const RULES: GateRule[] = [
  ruleOf(),
  ruleOf({
    id: 4,
    stepNo: 12,
    stepName: '支部委员会审查',
    kind: 'training',
    sinceStep: null,
    months: 0,
    hours: 24,
    days: 3,
    label: '集中培训不少于 24 学时或 3 天',
    basis: '《中国共产党发展党员工作细则》第十九条',
    updatedBy: '郑国强',
    updatedAt: '2026-11-02T06:30:00.000Z',
  }),
  ruleOf({ id: 5, stepNo: 12, stepName: '支部委员会审查', kind: 'classExam', months: 0, label: '结业考试合格' }),
];

function serve(grant: Grant, rules: GateRule[] | (() => ReturnType<typeof failure>) = RULES) {
  const sent: Array<Req<'developRecord', 'updateRule'>> = [];
  let current = typeof rules === 'function' ? [] : rules;
  server.use(
    mockEndpoint('organiser', 'me', { grants: [grant] }),
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('review', 'summary', []),
    mockEndpoint('developRecord', 'rules', () => (typeof rules === 'function' ? rules() : current)),
    mockEndpoint('developRecord', 'updateRule', (body) => {
      sent.push(body);
      if (body.months === 7) return failure(10002, '月数不能少于 1');
      const rule = { ...current.find((r) => r.id === body.id)!, ...body, updatedBy: '郑国强', updatedAt: '2026-12-03T02:00:00.000Z' };
      rule.label = `确定为入党积极分子满 ${rule.months} 个月后，方可确定为发展对象`;
      current = current.map((r) => (r.id === body.id ? rule : r));
      return rule;
    }),
  );
  return sent;
}

describe('发展党员规则', () => {
  it('lists every rule read-only for a branch organiser', async () => {
    serve(grantOf('branch'));
    renderConsole('/admin/develop/rules');
    const rows = await screen.findAllByTestId('rule-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('7. 确定发展对象');
    expect(rows[0]).toHaveTextContent('最早时间');
    expect(rows[0]).toHaveTextContent('确定为入党积极分子满 12 个月后，方可确定为发展对象');
    expect(rows[0]).toHaveTextContent('《中国共产党发展党员工作细则》第十五条');
    expect(rows[0]).toHaveTextContent('未修改');
    expect(rows[1]).toHaveTextContent('集中培训');
    expect(rows[1]).toHaveTextContent('郑国强 · 2026-11-02 14:30');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByText(/规则中的月数、学时和天数由校级党委修改/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回发展党员列表' })).toHaveAttribute('href', '/admin/develop');
  });

  it('lets the 校级 organiser change a rule’s numbers and save them; a refusal is shown beside them', async () => {
    const sent = serve(grantOf('school', { orgName: '校党委' }));
    renderConsole('/admin/develop/rules');
    await screen.findAllByTestId('rule-row');
    const months = screen.getByRole('textbox', { name: '7. 确定发展对象：月数' });
    expect(months).toHaveValue('12');
    // only rules with numbers are editable: the 结业考试 has none
    expect(screen.getAllByRole('button', { name: '保存' })).toHaveLength(2);
    const [saveMonths, saveTraining] = screen.getAllByRole('button', { name: '保存' });
    expect(saveMonths).toBeDisabled();
    fireEvent.change(months, { target: { value: '40' } });
    expect(screen.getByText('月数应为 1-36 的整数')).toBeInTheDocument();
    expect(saveMonths).toBeDisabled();
    fireEvent.change(months, { target: { value: '7' } });
    fireEvent.click(saveMonths);
    expect(await screen.findByRole('alert')).toHaveTextContent('月数不能少于 1');
    fireEvent.change(months, { target: { value: '18' } });
    fireEvent.click(saveMonths);
    await waitFor(() => expect(screen.getAllByTestId('rule-row')[0]).toHaveTextContent('确定为入党积极分子满 18 个月后'));
    expect(screen.getAllByTestId('rule-row')[0]).toHaveTextContent('郑国强 · 2026-12-03 10:00');

    fireEvent.change(screen.getByRole('textbox', { name: '12. 支部委员会审查：学时' }), { target: { value: '32' } });
    fireEvent.click(saveTraining);
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      { id: 2, months: 7 },
      { id: 2, months: 18 },
      { id: 4, hours: 32, days: 3 },
    ]);
    expect(screen.queryByText(/由校级党委修改/)).toBeNull();
  });

  it('says when there are no rules, and when they could not be read', async () => {
    serve(grantOf('college'), []);
    const first = renderConsole('/admin/develop/rules');
    expect(await screen.findByText('暂无规则')).toBeInTheDocument();
    first.unmount();
    serve(grantOf('college'), () => failure(10002, '此功能仅供党组织管理人员使用'));
    renderConsole('/admin/develop/rules');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('此功能仅供党组织管理人员使用')).toBeInTheDocument();
  });
});
