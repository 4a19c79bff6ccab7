import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Res } from '@contract/index';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import DuesSummaryPage from './DuesSummaryPage';
import { branchesCsv, membersCsv } from './summaryCsv';

// 党费年度汇总 against dues/summary: the year asked for (from the address), the figures per branch
// and per member with the unpaid months named, and the CSVs.

const summary = (): Res<'dues', 'summary'> => ({
  year: 2026,
  scopeName: '本人管理的全部党组织',
  branches: [{ orgId: 5, name: '计算机学院本科生第二党支部', members: 3, recorded: 18, dueFen: 360, paidFen: 300, unpaidMonths: 3 }],
  members: [
    {
      userId: 2,
      name: '陆嘉怡',
      account: '2022010215',
      branchName: '计算机学院本科生第二党支部',
      recorded: 6,
      dueFen: 120,
      paidFen: 80,
      unpaid: ['2026-10', '2026-11'],
    },
  ],
});

describe('党费年度汇总', () => {
  it('asks for the year in the address and shows the branches and members', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('organiser', 'scopeUnits', []),
      mockEndpoint('dues', 'summary', (body) => (asked.push(body), summary())),
    );
    renderScreen(<DuesSummaryPage />, { path: '/admin/dues/summary', url: '/admin/dues/summary?year=2026', user: loginResult() });
    expect(await screen.findByTestId('summary-scope')).toHaveTextContent('本人管理的全部党组织 · 2026 年');
    expect(asked[0]).toEqual({ year: 2026 });
    expect(within(screen.getByTestId('summary-branches')).getAllByRole('row')[1]).toHaveTextContent(
      '计算机学院本科生第二党支部3183.603.003',
    );
    expect(within(screen.getByTestId('summary-members')).getAllByRole('row')[1]).toHaveTextContent(
      '陆嘉怡2022010215计算机学院本科生第二党支部2026-10、2026-1161.200.80',
    );
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: '年份' }), '2025');
    await waitFor(() => expect(asked.at(-1)).toEqual({ year: 2025 }));
  });

  it('exports per branch and per member as Excel opens them', () => {
    expect(branchesCsv(summary().branches).split('\r\n').slice(0, 2)).toEqual([
      '\uFEFF党支部,党员人数,已记录月数,应缴（元）,已缴（元）,未缴月数',
      '计算机学院本科生第二党支部,3,18,3.60,3.00,3',
    ]);
    expect(membersCsv(summary().members).split('\r\n')[1]).toBe(
      '陆嘉怡,2022010215,计算机学院本科生第二党支部,6,1.20,0.80,2,2026-10 2026-11',
    );
  });
});
