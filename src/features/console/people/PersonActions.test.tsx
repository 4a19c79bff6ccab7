import type { ReactNode } from 'react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Req } from '@contract/index';
import { useConsoleApisJoined } from '@/features/console/consoleApis';
import { authStateOf } from '@/store/auth/authSlice';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { loginResult } from '@/test/renderScreen';
import { server } from '@/test/server';
import { makeStore } from '@/test/store';
import { units } from '@/test/console';
import { PersonActions, type RosterPerson } from './PersonActions';

jest.setTimeout(30_000);

const person: RosterPerson = {
  id: 7,
  account: '2023010102',
  name: '孙雨桐',
  branchId: 3,
  identityId: 2,
  stageId: 11,
  status: 1,
  defaultPassword: false,
};

function Joined({ children }: { children: ReactNode }) {
  return useConsoleApisJoined() ? children : null;
}

function renderActions(p: RosterPerson = person) {
  const onChanged = jest.fn();
  const store = makeStore({ auth: authStateOf(loginResult({ name: '王老师' })) });
  render(
    <Provider store={store}>
      <ChakraProvider value={defaultSystem}>
        <Joined>
          <PersonActions person={p} onChanged={onChanged} />
        </Joined>
      </ChakraProvider>
    </Provider>,
  );
  return { onChanged };
}

function serveLists() {
  server.use(
    mockEndpoint('organiser', 'scopeUnits', units),
    mockEndpoint('user', 'identityList', [
      { id: 1, name: '入党申请人', selfDeclared: true },
      { id: 2, name: '入党积极分子', selfDeclared: false },
      { id: 3, name: '发展对象', selfDeclared: false },
    ]),
    mockEndpoint('user', 'phaselist', [{ id: 5, name: '入党积极分子培训' }]),
    mockEndpoint('user', 'stageList', [{ id: 11, phaseId: 5, name: '2026年秋季学期', startDate: '2026-09-01', endDate: '2027-01-15' }]),
  );
}

describe('修改资料', () => {
  it('sends only what changed and tells the page to refresh', async () => {
    serveLists();
    const sent: Req<'roster', 'edit'>[] = [];
    server.use(mockEndpoint('roster', 'edit', (body) => (sent.push(body), null)));
    const { onChanged } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: '修改资料' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: '研究生党支部' });
    expect(within(dialog).getByRole('option', { name: '入党积极分子培训 / 2026年秋季学期' })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /姓名/ }), { target: { value: ' 孙雨彤 ' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: '党支部' }), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: '培训阶段' }), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ id: 7, name: '孙雨彤', branchId: 4, stageId: null }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal and keeps what was typed; an empty name is caught first', async () => {
    serveLists();
    let calls = 0;
    server.use(mockEndpoint('roster', 'edit', () => (calls++, failure(10002, '该事项不在您的管理范围内，或已不存在'))));
    const { onChanged } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: '修改资料' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: /姓名/ });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('请填写姓名')).toBeInTheDocument();
    expect(calls).toBe(0);
    fireEvent.change(name, { target: { value: '孙雨彤' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('该事项不在您的管理范围内，或已不存在')).toBeInTheDocument();
    expect(name).toHaveValue('孙雨彤');
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('重置密码', () => {
  it('asks first, then shows the new password once with 复制 and the first-login note', async () => {
    const sent: Req<'roster', 'resetPassword'>[] = [];
    server.use(mockEndpoint('roster', 'resetPassword', (body) => (sent.push(body), { password: 'Kx7m-Pq3r-Wd8t' })));
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { onChanged } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: '重置密码' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/原密码随即失效/)).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '重置' }));
    expect(await screen.findByTestId('new-password')).toHaveTextContent('Kx7m-Pq3r-Wd8t');
    expect(screen.getByText('学员首次登录时须修改这个初始密码。')).toBeInTheDocument();
    expect(sent).toEqual([{ id: 7 }]);
    expect(onChanged).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('Kx7m-Pq3r-Wd8t'));
    expect(await screen.findByText('已复制')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByTestId('new-password')).not.toBeInTheDocument());
  });
});

describe('停用 / 启用', () => {
  it('停用 after a confirmation; a refusal (changed meanwhile) is shown in the dialog', async () => {
    const sent: Req<'roster', 'setStatus'>[] = [];
    let refuse = true;
    server.use(
      mockEndpoint('roster', 'setStatus', (body) => {
        sent.push(body);
        return refuse ? failure(10002, '该账号已是停用状态，可能刚被其他管理员修改；请刷新后查看') : null;
      }),
    );
    const { onChanged } = renderActions();
    fireEvent.click(screen.getByRole('button', { name: '停用' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/不能登录/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    expect(await within(dialog).findByText(/已是停用状态/)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { id: 7, status: 0 },
      { id: 7, status: 0 },
    ]);
  });

  it('a disabled account offers 启用', async () => {
    const sent: Req<'roster', 'setStatus'>[] = [];
    server.use(mockEndpoint('roster', 'setStatus', (body) => (sent.push(body), null)));
    renderActions({ ...person, status: 0 });
    fireEvent.click(screen.getByRole('button', { name: '启用' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '启用' }));
    await waitFor(() => expect(sent).toEqual([{ id: 7, status: 1 }]));
  });
});
