import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraduationStatus } from '@contract/userGraduation';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { renderScreen } from '@/test/renderScreen';
import { addStyleSheet, ruleValue } from '@/test/cssRules';
import { GraduationPanel } from './GraduationPanel';

const stage = { id: 3, name: '2026年秋季学期 第一阶段', phaseId: 1, phaseName: '入党积极分子培训' };
const missing: GraduationStatus = {
  stage,
  requirements: [
    { key: 'lessons', label: '学完本期必修课程', done: 4, required: 6, unit: '门', met: false, missing: '还有 2 门必修课未学完' },
    { key: 'topic', label: '完成专题培训《2026年秋季入党积极分子培训班》', done: 2, required: 2, unit: '项', met: true, missing: '' },
    {
      key: 'exam',
      label: '通过《2026年秋季入党积极分子培训班》结业考试',
      done: 0,
      required: 1,
      unit: '次',
      met: false,
      missing: '结业考试尚未通过',
    },
  ],
  canGraduate: false,
  verdict: '尚未达到结业要求',
  note: '还有 2 项要求未完成：还有 2 门必修课未学完；结业考试尚未通过。',
};

const show = () => renderScreen(<GraduationPanel />, { path: '/index/my/profile' });

describe('GraduationPanel', () => {
  it('shows each requirement with done/required, a progress bar, the missing words and the verdict', async () => {
    server.use(mockEndpoint('user', 'graduation', missing));
    show();
    expect(await screen.findByTestId('graduation-verdict')).toHaveTextContent('尚未达到结业要求');
    expect(screen.getByText('入党积极分子培训 · 2026年秋季学期 第一阶段')).toBeInTheDocument();
    expect(screen.getByText('4 / 6 门')).toBeInTheDocument();
    expect(screen.getByText('尚缺：还有 2 门必修课未学完')).toBeInTheDocument();
    expect(screen.getByText('尚缺：结业考试尚未通过')).toBeInTheDocument();
    expect(screen.getByLabelText('学完本期必修课程 67%')).toBeInTheDocument();
    expect(screen.getAllByText('已完成')).toHaveLength(1);
    expect(screen.getAllByText('未完成')).toHaveLength(2);
  });

  it('on paper (base.css print rules) a requirement is not cut across two pages', async () => {
    server.use(mockEndpoint('user', 'graduation', missing));
    const removeSheet = addStyleSheet('app/base.css');
    try {
      show();
      const rows = await screen.findAllByRole('listitem');
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(ruleValue(row, 'break-inside', 'print')).toBe('avoid');
    } finally {
      removeSheet();
    }
  });

  it('all met: 可以结业 with every line checked', async () => {
    server.use(
      mockEndpoint('user', 'graduation', {
        ...missing,
        requirements: missing.requirements.map((r) => ({ ...r, done: r.required, met: true, missing: '' })),
        canGraduate: true,
        verdict: '可以结业',
        note: '您已完成2026年秋季学期 第一阶段的全部 3 项结业要求。',
      }),
    );
    show();
    expect(await screen.findByTestId('graduation-verdict')).toHaveTextContent('可以结业');
    expect(screen.getAllByText('已完成')).toHaveLength(3);
    expect(screen.queryByText(/^尚缺/)).not.toBeInTheDocument();
  });

  it('no stage: the sentence and an empty state', async () => {
    server.use(
      mockEndpoint('user', 'graduation', {
        stage: null,
        requirements: [],
        canGraduate: false,
        verdict: '暂未分配培训期次',
        note: '您目前没有分配培训期次，暂无结业要求；如有疑问请联系所在党支部。',
      }),
    );
    show();
    expect(await screen.findByText('暂未分配培训期次，没有结业要求')).toBeInTheDocument();
    expect(screen.getByText(/您目前没有分配培训期次/)).toBeInTheDocument();
  });

  it('a refusal shows the server message; a network failure offers 重试, which asks again', async () => {
    server.use(mockEndpoint('user', 'graduation', () => failure(10002, '登录已过期')));
    const first = show();
    expect(await screen.findByText('登录已过期')).toBeInTheDocument();
    // 重试 only where asking again may help (31f8c57)
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    let calls = 0;
    server.use(mockEndpoint('user', 'graduation', () => (++calls === 1 ? networkError() : missing)));
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('graduation-verdict')).toHaveTextContent('尚未达到结业要求'));
  });
});
