import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Req } from '@contract/index';
import type { Grant } from '@contract/organiser';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { grantOf, renderConsole, units } from '@/test/console';

jest.setTimeout(30_000);

const others = [
  grantOf('branch', { id: 5, account: 'T3001', name: '赵书记', orgId: 3, orgName: '本科生第一党支部', grantedBy: '王老师' }),
  grantOf('branch', { id: 6, account: 'T3002', name: '钱书记', orgId: 4, orgName: '研究生党支部', grantedBy: '王老师' }),
];

function serve(mine: Grant, list: Grant[] | (() => ReturnType<typeof networkError> | null)) {
  const asked: Array<Req<'organiser', 'grants'>> = [];
  server.use(
    mockEndpoint('organiser', 'me', { grants: [mine] }),
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('review', 'summary', []),
    mockEndpoint('organiser', 'grants', (body) => {
      asked.push(body);
      const failed = typeof list === 'function' ? list() : null;
      if (failed) return failed;
      const rows = (typeof list === 'function' ? [] : list).filter((g) => !body.keyword || g.name.includes(body.keyword));
      return { list: rows, total: rows.length, pageNum: body.pageNum, pageSize: body.pageSize };
    }),
  );
  return asked;
}

describe('授权', () => {
  it('lists the grants and searches them by keyword', async () => {
    const asked = serve(grantOf('college'), others);
    renderConsole('/admin/grants');
    const rows = await screen.findAllByTestId('grant-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('T3001');
    expect(rows[0]).toHaveTextContent('赵书记');
    expect(rows[0]).toHaveTextContent('党支部');
    expect(rows[0]).toHaveTextContent('本科生第一党支部');
    fireEvent.change(screen.getByRole('textbox', { name: '搜索账号、姓名或党组织' }), { target: { value: '钱' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(screen.getAllByTestId('grant-row')).toHaveLength(1));
    expect(asked.at(-1)).toEqual({ keyword: '钱', pageNum: 1, pageSize: 20 });
  });

  it('a failed load offers 重试; then 暂无授权 when there are none', async () => {
    let fail = true;
    serve(grantOf('college'), () => (fail ? networkError() : null));
    renderConsole('/admin/grants');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无授权')).toBeInTheDocument();
  });

  it('shows skeletons while the grants load', async () => {
    serve(grantOf('college'), others);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    server.use(
      mockEndpoint('organiser', 'grants', async () => {
        await held;
        return { list: others, total: 2, pageNum: 1, pageSize: 20 };
      }),
    );
    renderConsole('/admin/grants');
    await screen.findByRole('form', { name: '新增授权' });
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    release();
    expect(await screen.findAllByTestId('grant-row')).toHaveLength(2);
  });

  it('a college organiser may give only 党支部; the units show as an indented tree; empty fields are named', async () => {
    serve(grantOf('college'), others);
    renderConsole('/admin/grants');
    const form = await screen.findByRole('form', { name: '新增授权' });
    const role = within(form).getByRole('combobox', { name: '角色' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择角色', '党支部']);
    const org = within(form).getByRole('combobox', { name: '党组织' });
    expect(
      within(org)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择党组织', '计算机学院党委', '\u00A0\u00A0\u00A0\u00A0本科生第一党支部', '\u00A0\u00A0\u00A0\u00A0研究生党支部']);
    fireEvent.click(within(form).getByRole('button', { name: '授权' }));
    expect(await within(form).findByText('请填写账号')).toBeInTheDocument();
    expect(within(form).getByText('请选择角色', { selector: '.chakra-field__errorText' })).toBeInTheDocument();
    expect(within(form).getByText('请选择党组织', { selector: '.chakra-field__errorText' })).toBeInTheDocument();
  });

  it('a 系统管理员 may give any role; a grant is sent and the list refreshes; a refusal stays beside the form', async () => {
    const list = [...others];
    serve(grantOf('sysadmin', { orgId: 1, orgName: '校党委' }), list);
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('organiser', 'grant', (body) => {
        sent.push(body);
        if (body.account === 'NOBODY') return failure(10002, '账号不存在');
        const made = grantOf(body.role, { id: 9, account: body.account, name: '孙老师', orgId: body.orgId, orgName: '研究生党支部' });
        list.push(made);
        return made;
      }),
    );
    renderConsole('/admin/grants');
    const form = await screen.findByRole('form', { name: '新增授权' });
    const role = within(form).getByRole('combobox', { name: '角色' });
    expect(within(role).getAllByRole('option')).toHaveLength(5);
    fireEvent.change(within(form).getByRole('textbox', { name: '账号' }), { target: { value: 'NOBODY' } });
    fireEvent.change(role, { target: { value: 'college' } });
    fireEvent.change(within(form).getByRole('combobox', { name: '党组织' }), { target: { value: '4' } });
    fireEvent.click(within(form).getByRole('button', { name: '授权' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('账号不存在');
    fireEvent.change(within(form).getByRole('textbox', { name: '账号' }), { target: { value: ' T4001 ' } });
    fireEvent.click(within(form).getByRole('button', { name: '授权' }));
    await waitFor(() => expect(screen.getAllByTestId('grant-row')).toHaveLength(3));
    expect(sent.at(-1)).toEqual({ account: 'T4001', role: 'college', orgId: 4 });
  });

  it('收回 asks first, then revokes and the row leaves the list', async () => {
    const list = [...others];
    serve(grantOf('college'), list);
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('organiser', 'revoke', (body) => {
        sent.push(body);
        list.splice(
          list.findIndex((g) => g.id === body.id),
          1,
        );
        return null;
      }),
    );
    renderConsole('/admin/grants');
    await screen.findAllByTestId('grant-row');
    fireEvent.click(screen.getByRole('button', { name: '收回 赵书记 的「党支部 · 本科生第一党支部」授权' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('确定收回 赵书记 在「本科生第一党支部」的「党支部」授权吗');
    expect(sent).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '确定收回' }));
    await waitFor(() => expect(screen.getAllByTestId('grant-row')).toHaveLength(1));
    expect(sent).toEqual([{ id: 5 }]);
  });
});
