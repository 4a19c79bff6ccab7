import { screen, within } from '@testing-library/react';
import type { TrainingProjectRow } from '@contract/training';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import TrainingListPage from './TrainingListPage';

// 集中培训's list against training/projects: each class with its figures, opening its page.

const ROW: TrainingProjectRow = {
  id: 7,
  title: '2026年计算机学院发展对象培训班',
  track: 'develop',
  audience: 'learner',
  orgId: 3,
  orgName: '计算机科学与技术学院党委',
  startDate: '2026-11-23',
  endDate: '2026-12-28',
  activities: 4,
  totalHours: 26,
  learners: 1,
};

describe('集中培训 list', () => {
  it('lists the classes with their sessions, 学时 and sign-ups, each opening its page', async () => {
    const asked: number[] = [];
    server.use(
      mockEndpoint('training', 'projects', (body) => {
        asked.push(body.pageNum);
        return {
          list: [
            ROW,
            { ...ROW, id: 8, title: '全校入党积极分子培训班', track: 'train' as const, orgId: null, orgName: '全校', learners: 0 },
          ],
          total: 2,
          pageNum: 1,
          pageSize: 10,
        };
      }),
    );
    renderScreen(<TrainingListPage />, { path: '/admin/training', user: loginResult({ id: 501 }) });
    const rows = await screen.findAllByTestId('training-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('link', { name: '打开培训班：2026年计算机学院发展对象培训班' })).toHaveAttribute(
      'href',
      '/admin/training/7',
    );
    expect(within(rows[0]).getByText('党员发展')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('training-figures')).toHaveTextContent('活动 4 次 · 共 26 学时 · 报名 1 人');
    expect(within(rows[1]).getByText('全校')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新建培训班' })).toHaveAttribute('href', '/admin/training/new');
    expect(asked).toEqual([1]);
  });

  it('says when there is none yet', async () => {
    server.use(mockEndpoint('training', 'projects', { list: [], total: 0, pageNum: 1, pageSize: 10 }));
    renderScreen(<TrainingListPage />, { path: '/admin/training', user: loginResult({ id: 501 }) });
    expect(await screen.findByText('还没有培训班')).toBeInTheDocument();
  });
});
