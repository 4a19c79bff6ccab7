import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import PeopleListPage from './PeopleListPage';
import { peopleCsv } from './ExportPeople';
import { rowOf } from './peopleFixtures';

/** The pick lists behind the filters. */
const pickLists = () => [
  mockEndpoint('organiser', 'scopeUnits', [
    { id: 2, parentId: 1, name: '计算机学院党委', kind: '党委' },
    { id: 3, parentId: 2, name: '本科生第一党支部', kind: '党支部' },
  ]),
  mockEndpoint('user', 'identityList', [
    { id: 1, name: '入党申请人', selfDeclared: true },
    { id: 2, name: '入党积极分子', selfDeclared: true },
  ]),
  mockEndpoint('user', 'phaselist', [{ id: 9, name: '2026年秋季学期' }]),
  mockEndpoint('user', 'stageList', [{ id: 5, phaseId: 9, name: '第一阶段', startDate: '2026-09-01', endDate: '2026-12-31' }]),
];

const show = (url = '/admin/people') => renderScreen(<PeopleListPage />, { path: '/admin/people', url, user: loginResult() });

describe('the people list', () => {
  it('lists the learners with branch, identity, stage and the account badges, and opens a person', async () => {
    server.use(
      ...pickLists(),
      mockEndpoint('people', 'list', {
        list: [rowOf(), rowOf({ id: 12, account: '2024010199', name: '周子涵', status: 0, defaultPassword: true })],
        total: 42,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    const user = userEvent.setup();
    const { router } = show();
    const rows = await screen.findAllByTestId('person-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('本科生第一党支部')).toBeInTheDocument();
    expect(within(rows[0]).getByText('入党积极分子')).toBeInTheDocument();
    expect(within(rows[0]).getByText('启用')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('badge-disabled')).toHaveTextContent('已停用');
    expect(within(rows[1]).getByTestId('badge-initial-password')).toHaveTextContent('初始密码');
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '导入名册' })).toHaveAttribute('href', '/admin/people/import');
    await user.click(screen.getByRole('link', { name: '查看 周子涵 的情况' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/people/12'));
  });

  it('sends the filters and the page to the server, and keeps them in the address', async () => {
    const asked: unknown[] = [];
    server.use(
      ...pickLists(),
      mockEndpoint('people', 'list', (body) => {
        asked.push(body);
        return { list: [rowOf()], total: 1, pageNum: body.pageNum, pageSize: body.pageSize };
      }),
    );
    const user = userEvent.setup();
    const { router } = show('/admin/people?page=2');
    await screen.findAllByTestId('person-row');
    expect(asked).toEqual([{ pageNum: 2, pageSize: 20 }]);
    await user.selectOptions(await screen.findByRole('combobox', { name: '身份' }), '入党积极分子');
    await waitFor(() => expect(asked).toContainEqual({ identityId: 2, pageNum: 1, pageSize: 20 }));
    await user.selectOptions(screen.getByRole('combobox', { name: '培训阶段' }), '2026年秋季学期 第一阶段');
    await user.selectOptions(screen.getByRole('combobox', { name: '党组织' }), '本科生第一党支部');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已停用');
    await user.type(screen.getByRole('textbox', { name: '搜索姓名或账号' }), '张{Enter}');
    await waitFor(() =>
      expect(asked[asked.length - 1]).toEqual({
        keyword: '张',
        branchId: 3,
        identityId: 2,
        stageId: 5,
        status: 0,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    expect(router.state.location.search).toBe('?q=%E5%BC%A0&branch=3&identity=2&stage=5&status=0');
  });

  it('says so when nobody matches, and when there is nobody at all', async () => {
    server.use(...pickLists(), mockEndpoint('people', 'list', { list: [], total: 0, pageNum: 1, pageSize: 20 }));
    const first = show('/admin/people?q=nobody');
    expect(await screen.findByText('没有符合条件的学员')).toBeInTheDocument();
    first.unmount();
    show();
    expect(await screen.findByText('您的管理范围内还没有学员')).toBeInTheDocument();
  });

  it('shows the server’s reason when the list cannot be read', async () => {
    server.use(
      ...pickLists(),
      mockEndpoint('people', 'list', () => failure(10002, '该事项不在您的管理范围内，或已不存在')),
    );
    show('/admin/people?branch=99');
    expect(await screen.findByText('该事项不在您的管理范围内，或已不存在')).toBeInTheDocument();
    expect(screen.queryByTestId('people-table')).toBeNull();
  });

  it('exports every row as CSV for Excel', () => {
    const csv = peopleCsv([rowOf(), rowOf({ name: '=1+1', status: 0, defaultPassword: true })]);
    expect(csv.startsWith('\uFEFF姓名,账号,党支部,身份,培训阶段,状态,初始密码\r\n')).toBe(true);
    expect(csv).toContain('张晓明,2023010101,本科生第一党支部,入党积极分子,2026年秋季学期 第一阶段,启用,否\r\n');
    expect(csv).toContain("'=1+1,2023010101,本科生第一党支部,入党积极分子,2026年秋季学期 第一阶段,已停用,是\r\n");
  });
});
