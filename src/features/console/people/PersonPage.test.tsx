import { screen, within } from '@testing-library/react';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import PersonPage from './PersonPage';
import { detailOf } from './peopleFixtures';

const show = (url = '/admin/people/11') => renderScreen(<PersonPage />, { path: '/admin/people/:id', url, user: loginResult() });

describe('a person’s page', () => {
  it('shows who the learner is and their figures, write-ups, 入党 road and recent activity', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('people', 'detail', (body) => {
        asked.push(body);
        return detailOf({ defaultPassword: true });
      }),
    );
    show('/admin/people/11?q=张');
    const header = await screen.findByTestId('person-header');
    expect(asked).toEqual([{ id: 11 }]);
    expect(within(header).getByRole('heading', { name: '张晓明' })).toBeInTheDocument();
    expect(within(header).getByText('2023010101 · 男')).toBeInTheDocument();
    expect(within(header).getByText('本科生第一党支部')).toBeInTheDocument();
    expect(within(header).getByText('2026-12-01 09:30')).toBeInTheDocument();
    expect(within(header).getByTestId('badge-initial-password')).toBeInTheDocument();
    expect(within(header).queryByTestId('badge-disabled')).toBeNull();
    expect(screen.getByTestId('figure-hours')).toHaveTextContent('2 小时 30 分钟 / 10 小时 0 分钟');
    expect(screen.getByTestId('figure-hours')).toHaveTextContent('累计学时 3 小时 30 分钟');
    expect(screen.getByTestId('figure-lessons')).toHaveTextContent('2 / 6');
    const exams = within(screen.getByTestId('person-exams')).getAllByRole('row');
    expect(exams[1]).toHaveTextContent('党的基本知识测试88 / 100已通过');
    expect(exams[2]).toHaveTextContent('结业考试未参加');
    const writeUps = screen.getByTestId('person-writeups');
    expect(within(writeUps).getByText('待批阅 2')).toBeInTheDocument();
    expect(within(writeUps).getByText('已批阅 · 92 分')).toBeInTheDocument();
    const develop = screen.getByTestId('person-develop');
    expect(
      within(develop)
        .getByText(/入党积极分子/)
        .closest('[aria-current="step"]'),
    ).not.toBeNull();
    expect(within(develop).getByText('待完成材料 2 份')).toBeInTheDocument();
    const recent = screen.getAllByTestId('recent-row');
    expect(recent[0]).toHaveTextContent('提交心得体会：学习二十大精神');
    expect(recent[0]).toHaveTextContent('2026-12-03 00:30');
    expect(recent[1]).toHaveTextContent('学习《党史 · 第一讲》');
    expect(recent[1]).toHaveTextContent('已计学时 25 分钟');
    expect(screen.getByRole('link', { name: '返回人员列表' })).toHaveAttribute('href', '/admin/people?q=张');
  });

  it('says what is missing for a learner with no stage, exams, write-ups or 入党 record, and marks a disabled account', async () => {
    server.use(
      mockEndpoint(
        'people',
        'detail',
        detailOf({
          status: 0,
          stage: null,
          hours: { required: 0, credited: 0, total: 0 },
          lessons: { required: 0, completed: 0 },
          exams: [],
          writeUps: { counts: [], latest: [] },
          develop: null,
          recent: [],
          lastLoginAt: null,
        }),
      ),
    );
    show();
    expect(await screen.findByTestId('badge-disabled')).toHaveTextContent('已停用');
    expect(screen.getByText('从未登录')).toBeInTheDocument();
    expect(screen.getByText('本期暂无考试')).toBeInTheDocument();
    expect(screen.getByText('还没有撰写心得体会')).toBeInTheDocument();
    expect(screen.getByText('尚无入党发展记录')).toBeInTheDocument();
    expect(screen.getByText('暂无学习或提交记录')).toBeInTheDocument();
  });

  it('shows the refusal for a person outside the scope, and asks nothing for a bad id', async () => {
    server.use(mockEndpoint('people', 'detail', () => failure(10002, '该事项不在您的管理范围内，或已不存在')));
    const first = show();
    expect(await screen.findByText('该事项不在您的管理范围内，或已不存在')).toBeInTheDocument();
    first.unmount();
    show('/admin/people/abc');
    expect(await screen.findByText('学员编号有误，请从人员列表进入')).toBeInTheDocument();
  });
});
