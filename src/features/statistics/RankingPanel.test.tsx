import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ranking, RankingLevel } from '@contract/userReport';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { RankingPanel } from './RankingPanel';

const stage = { id: 3, name: '2026年秋季学期 第一阶段', phaseName: '入党积极分子培训' };
const scopes: Record<RankingLevel, string> = {
  branch: '计算机学院本科生第一党支部',
  college: '计算机学院党委',
  school: '中共示范大学委员会',
};
const ranking = (level: RankingLevel, over: Partial<Ranking> = {}): Ranking => ({
  stage,
  level,
  scopeName: scopes[level],
  total: 4,
  list: [
    { rank: 1, name: '李思雨', branch: '计算机学院本科生第一党支部', seconds: 7200, me: false },
    { rank: 2, name: '张晓明', branch: '计算机学院本科生第一党支部', seconds: 3900, me: true },
    { rank: 2, name: '孙雨桐', branch: '计算机学院本科生第二党支部', seconds: 3900, me: false },
    { rank: 4, name: '王建华', branch: '计算机学院本科生第二党支部', seconds: 600, me: false },
  ],
  mine: { rank: 2, seconds: 3900 },
  ...over,
});
const show = (url?: string) => renderScreen(<RankingPanel />, { path: '/index/my/statistics', url, user: loginResult() });
const rows = () => within(screen.getByTestId('ranking-table')).getAllByRole('row').slice(1);

describe('学时排名', () => {
  it('shows my place and the list with my row highlighted; equal figures share a rank', async () => {
    server.use(mockEndpoint('user', 'ranking', (body) => ranking(body.level ?? 'branch')));
    show();
    expect(await screen.findByText('我的名次：第 2 名 / 共 4 人 · 本期学时 1 小时 5 分 0 秒')).toBeInTheDocument();
    expect(screen.getByText('入党积极分子培训 · 2026年秋季学期 第一阶段')).toBeInTheDocument();
    expect(screen.getByText('排名范围：计算机学院本科生第一党支部')).toBeInTheDocument();
    expect(
      rows().map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', '李思雨', '计算机学院本科生第一党支部', '2 小时 0 分 0 秒'],
      ['2', '张晓明（我）', '计算机学院本科生第一党支部', '1 小时 5 分 0 秒'],
      ['2', '孙雨桐', '计算机学院本科生第二党支部', '1 小时 5 分 0 秒'],
      ['4', '王建华', '计算机学院本科生第二党支部', '10 分 0 秒'],
    ]);
    const highlighted = rows().filter((r) => r.getAttribute('aria-current') === 'true');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent('张晓明');
    expect(screen.getByRole('button', { name: '本支部' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('figures are to the second, so different ranks never read the same (1935 s and 1890 s were both 32 分钟)', async () => {
    const entry = (rank: number, name: string, seconds: number, me = false) => ({
      rank,
      name,
      branch: '计算机学院本科生第一党支部',
      seconds,
      me,
    });
    server.use(
      mockEndpoint(
        'user',
        'ranking',
        ranking('school', {
          total: 6,
          list: [
            entry(1, '央金拉姆', 1935),
            entry(2, '胡子墨', 1890),
            entry(3, '张晓明', 1392.4, true),
            entry(4, '傅子健', 1391.8),
            entry(5, '袁梦琪', 1085.3),
            entry(5, '金宇轩', 1085.3),
          ],
          mine: { rank: 3, seconds: 1392.4 },
        }),
      ),
    );
    show('/index/my/statistics?tab=ranking&level=school');
    // ranks 3 and 4 read the same to the second (1392 s), so both show the tenths; "my rank" reads as my row
    expect(await screen.findByText('我的名次：第 3 名 / 共 6 人 · 本期学时 23 分 12.4 秒')).toBeInTheDocument();
    expect(
      rows()
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .map((c) => c.textContent),
        )
        .map(([rank, , , figure]) => [rank, figure]),
    ).toEqual([
      ['1', '32 分 15 秒'],
      ['2', '31 分 30 秒'],
      ['3', '23 分 12.4 秒'],
      ['4', '23 分 11.8 秒'],
      ['5', '18 分 5 秒'],
      ['5', '18 分 5 秒'],
    ]);
  });

  it('each level asks for its own ranking', async () => {
    const asked: Array<RankingLevel | undefined> = [];
    server.use(
      mockEndpoint('user', 'ranking', (body) => {
        asked.push(body.level);
        return ranking(body.level ?? 'branch');
      }),
    );
    show();
    await screen.findByText('排名范围：计算机学院本科生第一党支部');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '本学院' }));
    expect(await screen.findByText('排名范围：计算机学院党委')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '本学院' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '本支部' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '全校' }));
    expect(await screen.findByText('排名范围：中共示范大学委员会')).toBeInTheDocument();
    expect(asked).toEqual(['branch', 'college', 'school']);
  });

  it('the level is kept in the address, so a reload shows the same one', async () => {
    const asked: Array<RankingLevel | undefined> = [];
    server.use(
      mockEndpoint('user', 'ranking', (body) => {
        asked.push(body.level);
        return ranking(body.level ?? 'branch');
      }),
    );
    const { router } = show('/index/my/statistics?tab=ranking&level=school');
    expect(await screen.findByText('排名范围：中共示范大学委员会')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '全校' })).toHaveAttribute('aria-pressed', 'true');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '本学院' }));
    expect(await screen.findByText('排名范围：计算机学院党委')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=ranking&level=college');
    await user.click(screen.getByRole('button', { name: '本支部' }));
    expect(await screen.findByText('排名范围：计算机学院本科生第一党支部')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=ranking');
    expect(asked).toEqual(['school', 'college', 'branch']);
  });

  it('without credited time: the invitation to study, and no highlighted row', async () => {
    server.use(
      mockEndpoint(
        'user',
        'ranking',
        ranking('branch', {
          total: 1,
          list: [{ rank: 1, name: '李思雨', branch: '计算机学院本科生第一党支部', seconds: 7200, me: false }],
          mine: null,
        }),
      ),
    );
    show();
    expect(await screen.findByText('本期暂无学时记录，学习后即可参与排名')).toBeInTheDocument();
    expect(rows().filter((r) => r.hasAttribute('aria-current'))).toHaveLength(0);
  });

  it('nobody ranked yet, and no stage at all', async () => {
    server.use(mockEndpoint('user', 'ranking', ranking('branch', { total: 0, list: [], mine: null })));
    const first = show();
    expect(await screen.findByText('本范围内本期还没有人获得学时')).toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('user', 'ranking', { stage: null, level: 'branch', scopeName: '', total: 0, list: [], mine: null }));
    show();
    expect(await screen.findByText('暂未分配培训期次，暂无学时排名')).toBeInTheDocument();
    expect(screen.queryByTestId('ranking-mine')).toBeNull();
  });

  it('a refusal shows the server message; a network failure offers 重试, which asks again', async () => {
    server.use(mockEndpoint('user', 'ranking', () => failure(10002, '排名暂不可用')));
    const first = show();
    expect(await screen.findByText('排名暂不可用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    first.unmount();
    let calls = 0;
    // 重试 is offered where asking again may help (31f8c57), not after a refusal
    server.use(mockEndpoint('user', 'ranking', () => ((calls += 1), calls === 1 ? networkError() : ranking('branch'))));
    show();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('ranking-mine')).toHaveTextContent('第 2 名'));
  });
});
