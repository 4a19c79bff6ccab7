import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Req } from '@contract/index';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LazyToaster } from '@/test/store';
import { loginResult, renderScreen } from '@/test/renderScreen';
import CreateVotePage from './CreateVotePage';

// 发起投票 against the vote, organiser and user endpoints: checked before sending, the options
// added and removed, identities chosen, the server's refusal beside the form with what was typed
// kept, and on to the vote's page.

function setup({ units = 1, refuse }: { units?: number; refuse?: string } = {}) {
  const sent: Req<'vote', 'create'>[] = [];
  server.use(
    mockEndpoint(
      'organiser',
      'scopeUnits',
      [
        { id: 3, parentId: 1, name: '计算机第一党支部', kind: '党支部' },
        { id: 1, parentId: null, name: '计算机学院党委', kind: '党委' },
        { id: 4, parentId: 1, name: '计算机第二党支部', kind: '党支部' },
      ].slice(0, units),
    ),
    mockEndpoint('user', 'identityList', [
      { id: 1, name: '正式党员', selfDeclared: false },
      { id: 2, name: '预备党员', selfDeclared: false },
      { id: 3, name: '入党积极分子', selfDeclared: false },
    ]),
    mockEndpoint('vote', 'create', (body) => {
      sent.push(body);
      return refuse ? failure(10002, refuse) : { voteId: 42 };
    }),
  );
  return { sent };
}

const show = () => {
  render(<LazyToaster />);
  return renderScreen(<CreateVotePage />, { path: '/admin/votes/new', user: loginResult({ id: 501 }) });
};
const errorsShown = () =>
  within(screen.getByTestId('vote-errors'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /投票主题/ }), '推选优秀共产党员');
  fireEvent.change(screen.getByLabelText(/开始时间/), { target: { value: '2099-12-03T08:00' } });
  fireEvent.change(screen.getByLabelText(/结束时间/), { target: { value: '2099-12-05T18:00' } });
  await user.type(screen.getByRole('textbox', { name: '候选项 1 名称' }), '陈思远');
  await user.type(screen.getByRole('textbox', { name: '候选项 1 介绍' }), '软工2201班');
  await user.type(screen.getByRole('textbox', { name: '候选项 2 名称' }), '王雅婷');
}

describe('发起投票', () => {
  it('says what is missing before sending, and a repeated option or too many choices', async () => {
    const { sent } = setup();
    const user = userEvent.setup();
    show();
    await screen.findByRole('checkbox', { name: '正式党员' });
    await user.click(screen.getByRole('button', { name: '发起投票' }));
    expect(errorsShown()).toEqual(['请填写投票主题（2 至 60 字）', '请选择开始时间', '请选择结束时间', '候选项名称不能为空（40 字以内）']);
    await fill(user);
    await user.clear(screen.getByRole('textbox', { name: '候选项 2 名称' }));
    await user.type(screen.getByRole('textbox', { name: '候选项 2 名称' }), ' 陈思远');
    await user.click(screen.getByRole('radio', { name: '多选' }));
    await user.clear(screen.getByRole('spinbutton', { name: /最多可选项数/ }));
    await user.type(screen.getByRole('spinbutton', { name: /最多可选项数/ }), '3');
    expect(errorsShown()).toEqual(['候选项「陈思远」重复', '多选投票最多可选项数应为 2 至 2']);
    expect(sent).toEqual([]);
  });

  it('sends the options, identities and Beijing times as instants, then opens the vote', async () => {
    const { sent } = setup();
    const user = userEvent.setup();
    show();
    await screen.findByRole('checkbox', { name: '正式党员' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '添加候选项' }));
    await user.type(screen.getByRole('textbox', { name: '候选项 3 名称' }), '周子健');
    await user.click(screen.getByRole('button', { name: '添加候选项' }));
    await user.click(screen.getByRole('button', { name: '删除候选项 4' }));
    await user.click(screen.getByRole('radio', { name: '多选' }));
    await user.click(screen.getByRole('checkbox', { name: '预备党员' }));
    await user.click(screen.getByRole('checkbox', { name: '正式党员' }));
    await user.click(screen.getByRole('checkbox', { name: /匿名投票/ }));
    await user.click(screen.getByRole('button', { name: '发起投票' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/votes/42'));
    expect(sent).toEqual([
      {
        title: '推选优秀共产党员',
        description: '',
        startAt: '2099-12-03T00:00:00.000Z',
        endAt: '2099-12-05T10:00:00.000Z',
        mode: 'multiple',
        maxChoices: 2,
        options: [
          { name: '陈思远', intro: '软工2201班' },
          { name: '王雅婷', intro: '' },
          { name: '周子健', intro: '' },
        ],
        eligibleIdentities: ['正式党员', '预备党员'],
        anonymous: true,
        showResultsBeforeEnd: false,
      },
    ]);
    expect(await screen.findByText('已发起投票，有投票资格的党员收到了待办')).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the form in its words and keeps what was typed', async () => {
    const why = '有投票资格的只有 2 人，匿名投票至少需要 3 人，否则结果会暴露个人的选择；请改为实名投票或放宽投票资格';
    setup({ refuse: why });
    const user = userEvent.setup();
    show();
    await screen.findByRole('checkbox', { name: '正式党员' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: '发起投票' }));
    expect(await screen.findByTestId('vote-error')).toHaveTextContent(why);
    expect(screen.getByRole('textbox', { name: /投票主题/ })).toHaveValue('推选优秀共产党员');
    expect(screen.getByRole('textbox', { name: '候选项 1 介绍' })).toHaveValue('软工2201班');
  });

  it('asks an organiser of several organisations which branch holds it, offering branches only', async () => {
    const { sent } = setup({ units: 3 });
    const user = userEvent.setup();
    show();
    const select = await screen.findByRole('combobox', { name: /发起投票的党支部/ });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['请选择', '计算机第一党支部', '计算机第二党支部']);
    await fill(user);
    await user.click(screen.getByRole('button', { name: '发起投票' }));
    expect(errorsShown()).toEqual(['请选择发起投票的党支部']);
    await user.selectOptions(select, '4');
    await user.click(screen.getByRole('button', { name: '发起投票' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ orgId: 4, mode: 'single', maxChoices: 1, eligibleIdentities: [] });
  });
});
