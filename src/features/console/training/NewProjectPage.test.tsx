import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Req } from '@contract/index';
import type { Grant } from '@contract/organiser';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LazyToaster } from '@/test/store';
import { loginResult, renderScreen } from '@/test/renderScreen';
import NewProjectPage from './NewProjectPage';

// 新建培训班 against training/options, organiser/me and scopeUnits: checked before sending, the
// whole school offered only to the school, the server's refusal shown, and on to the new class.

const grant = (role: Grant['role']): Grant => ({
  id: 1,
  account: 'zzy001',
  name: '林晓红',
  role,
  orgId: 1,
  orgName: '计算机学院党委',
  grantedBy: '',
  grantedAt: '2026-01-01T00:00:00.000Z',
});

function setup(role: Grant['role'], refuse?: string) {
  const sent: Req<'training', 'createProject'>[] = [];
  server.use(
    mockEndpoint('organiser', 'me', { grants: [grant(role)] }),
    mockEndpoint('organiser', 'scopeUnits', [
      { id: 1, parentId: null, name: '计算机学院党委', kind: '党委' },
      { id: 3, parentId: 1, name: '计算机第一党支部', kind: '党支部' },
    ]),
    mockEndpoint('training', 'options', {
      identities: ['入党积极分子', '发展对象'],
      exams: [{ id: 9, title: '发展对象党章党规知识测试' }],
    }),
    mockEndpoint('training', 'createProject', (body) => {
      sent.push(body);
      return refuse ? failure(10002, refuse) : { projectId: 77 };
    }),
  );
  return sent;
}
const show = () => {
  render(<LazyToaster />);
  return renderScreen(<NewProjectPage />, { path: '/admin/training/new', user: loginResult({ id: 501 }) });
};
const errorsShown = () =>
  within(screen.getByTestId('project-errors'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('新建培训班', () => {
  it('says what is missing; a college must choose its organisation', async () => {
    const sent = setup('college');
    const user = userEvent.setup();
    show();
    await screen.findByRole('checkbox', { name: '发展对象' });
    await user.click(screen.getByRole('button', { name: '创建培训班' }));
    expect(errorsShown()).toEqual(['请填写培训班名称（2 个字以上）', '请选择开始和结束日期', '请选择面向的党组织']);
    expect(sent).toEqual([]);
  });

  it('sends the class with its identities and exam, then opens it', async () => {
    const sent = setup('college');
    const user = userEvent.setup();
    show();
    await user.type(screen.getByRole('textbox', { name: /培训班名称/ }), '2027年春季发展对象培训班');
    await user.selectOptions(screen.getByRole('combobox', { name: /类别/ }), 'develop');
    await user.selectOptions(screen.getByRole('combobox', { name: /面向的党组织/ }), '1');
    fireEvent.change(screen.getByLabelText(/开始日期/), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText(/结束日期/), { target: { value: '2027-04-30' } });
    await user.click(await screen.findByRole('checkbox', { name: '发展对象' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /结业考试/ }), '9');
    await user.click(screen.getByRole('button', { name: '创建培训班' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/training/77'));
    expect(sent).toEqual([
      {
        title: '2027年春季发展对象培训班',
        track: 'develop',
        audience: 'learner',
        orgId: 1,
        startDate: '2027-03-01',
        endDate: '2027-04-30',
        identityNames: ['发展对象'],
        examId: 9,
      },
    ]);
  });

  it('offers the school the whole school, and shows the server’s refusal keeping what was typed', async () => {
    const sent = setup('school', '面向全校的培训班只能由校级（党校）开设；请选择本学院的党组织');
    const user = userEvent.setup();
    show();
    await waitFor(() => expect(screen.getByRole('option', { name: '全校' })).toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: /培训班名称/ }), '全校积极分子培训班');
    fireEvent.change(screen.getByLabelText(/开始日期/), { target: { value: '2027-03-01' } });
    fireEvent.change(screen.getByLabelText(/结束日期/), { target: { value: '2027-03-02' } });
    await user.click(screen.getByRole('button', { name: '创建培训班' }));
    expect(await screen.findByTestId('project-errors')).toHaveTextContent('面向全校的培训班只能由校级（党校）开设');
    expect(sent[0]).not.toHaveProperty('orgId');
    expect(screen.getByRole('textbox', { name: /培训班名称/ })).toHaveValue('全校积极分子培训班');
  });
});
