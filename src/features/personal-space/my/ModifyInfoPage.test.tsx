import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Req } from '@contract/index';
import { failure, mockEndpoint, type Resolver } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { learner as demoUser } from '@/test/fixtures';
import ModifyInfoPage from './ModifyInfoPage';

const detail = { ...demoUser, createdAt: '2025-09-01T00:00:00.000Z', passwordChangedAt: null };
const tree = [
  {
    id: 1,
    name: '校党委',
    kind: '党委',
    children: [
      {
        id: 2,
        name: '计算机学院党委',
        kind: '党委',
        children: [
          { id: 3, name: '本科生第一党支部', kind: '党支部', children: [] },
          { id: 4, name: '研究生党支部', kind: '党支部', children: [] },
        ],
      },
    ],
  },
];

function handlers(editUserInfo: Resolver<'user', 'editUserInfo'>, shown: typeof detail = detail) {
  const sent: Req<'user', 'editUserInfo'>[] = [];
  server.use(
    mockEndpoint('center', 'userDetail', shown),
    mockEndpoint('user', 'identityList', [
      { id: 2, name: '入党积极分子', selfDeclared: true },
      { id: 3, name: '发展对象', selfDeclared: true },
      { id: 5, name: '正式党员', selfDeclared: false },
    ]),
    mockEndpoint('user', 'treeList', tree),
    mockEndpoint('base', 'getEnumByCode', [{ value: '01', label: '汉族' }]),
    // Saving the learner's own profile is user/editUserInfo (spec §7), never center/editUser.
    mockEndpoint('user', 'editUserInfo', (body, request) => {
      sent.push(body);
      return editUserInfo(body, request);
    }),
    mockEndpoint('center', 'editUser', () => {
      throw new Error('center/editUser must not be called by the profile screen');
    }),
  );
  return sent;
}

// Typing through user-event into Chakra fields is slow when the whole suite runs in parallel.

describe('ModifyInfoPage', () => {
  it('edits the profile and updates the header user; the recorded name, identity and branch are shown, not offered', async () => {
    const sent = handlers((body) => ({ ...detail, ...body }));
    const user = userEvent.setup();
    const { store } = renderScreen(<ModifyInfoPage />, { path: '/personal-space/my/modify-info', user: loginResult() });
    const phone = await screen.findByLabelText(/^手机号/);
    expect(screen.getByTestId('recorded-name')).toHaveTextContent('张晓明');
    expect(screen.getByTestId('recorded-org')).toHaveTextContent('校党委 / 计算机学院党委 / 本科生第一党支部');
    expect(screen.getByTestId('recorded-identity')).toHaveTextContent('入党积极分子');
    expect(screen.queryByLabelText(/^姓名/, { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('所在党组织')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('身份')).not.toBeInTheDocument();
    expect(screen.getByTestId('recorded-line')).toHaveTextContent(
      '姓名、身份和所在党组织以党组织登记为准，不能在此修改；如需更正，请联系所在学院党务秘书。',
    );

    await user.clear(phone);
    await user.type(phone, '13912345678');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ phone: '13912345678', orgId: 3, identityId: 2, birthday: '2004-05-01' });
    // the name is not the learner's to send
    expect(sent[0]).not.toHaveProperty('name');
    await waitFor(() => expect(store.getState().auth.userInfo?.phone).toBe('13912345678'));
  });

  it('an account recorded without a name states it here', async () => {
    const nameless = { ...detail, name: '' };
    const sent = handlers((body) => ({ ...nameless, ...body }), nameless);
    const user = userEvent.setup();
    renderScreen(<ModifyInfoPage />, { path: '/personal-space/my/modify-info', user: loginResult() });
    const name = await screen.findByLabelText(/^姓名/);
    expect(screen.queryByTestId('recorded-name')).not.toBeInTheDocument();
    await user.type(name, '孙雨桐');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: '孙雨桐' });
  });

  it('without a recorded identity and branch the learner states them: only branches, only the identities one may state', async () => {
    const blank = { ...detail, identityId: null, identityName: '', orgId: null, orgName: '', orgPath: [] };
    const sent = handlers((body) => ({ ...blank, ...body }), blank);
    const user = userEvent.setup();
    renderScreen(<ModifyInfoPage />, { path: '/personal-space/my/modify-info', user: loginResult() });
    const identity = await screen.findByLabelText('身份');
    await waitFor(() => expect(screen.getByRole('option', { name: '发展对象' })).toBeInTheDocument());
    expect(screen.queryByRole('option', { name: '正式党员' })).not.toBeInTheDocument();
    // only 党支部 can be chosen
    expect(screen.queryByRole('option', { name: '计算机学院党委' })).not.toBeInTheDocument();
    await user.selectOptions(await screen.findByLabelText('所在党组织'), '4');
    await user.selectOptions(identity, '3');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ orgId: 4, identityId: 3 });
  });

  it('a birthday after today is refused before sending', async () => {
    const sent = handlers((body) => ({ ...detail, ...body }));
    const user = userEvent.setup();
    renderScreen(<ModifyInfoPage />, { path: '/personal-space/my/modify-info', user: loginResult() });
    const birthday = await screen.findByLabelText(/^出生日期/);
    await user.clear(birthday);
    await user.type(birthday, '2099-01-01');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('出生日期不正确：不能晚于今天，也不能早于 1900 年')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('checks the phone before sending and shows the server message next to the form', async () => {
    const sent = handlers(() => failure(10002, '邮箱已被其他账号使用'));
    const user = userEvent.setup();
    renderScreen(<ModifyInfoPage />, { path: '/personal-space/my/modify-info', user: loginResult() });
    const phone = await screen.findByLabelText(/^手机号/);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请输入 11 位手机号')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '13912345678');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('邮箱已被其他账号使用')).toBeInTheDocument();
    expect(screen.getByLabelText(/^手机号/)).toHaveValue('13912345678');
  });
});
