import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MendItem } from '@contract/partyIndex';
import { storageKey } from '@/lib/storage';
import { DRAFT_MIRROR_KEY } from '@/components/draft/draftMirror';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LocationProbe, loginResult, renderScreen } from '@/test/renderScreen';
import { MendTab } from './MendTab';

// 补学情况 is sent in one go; what the learner types is kept on this computer (the draft mirror)
// until the server has it: an expired login while sending, or a closed dialog, loses nothing.

const HOUR = 3600_000;
const iso = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const PATH = '/personal-space/workbenches/activity';
const LISI = 61;
const SUN = 62;
const mend = (id: number, over: Partial<MendItem> = {}): MendItem => ({
  id,
  actId: 30 + id,
  actTitle: `支部党员大会 ${id}`,
  actCategory: '支部党员大会',
  orgName: '计算机学院本科生第一党支部',
  actStartTime: iso(-500),
  reason: 'leave',
  requirement: '观看会议录像，提交不少于 200 字的学习笔记',
  minutes: '',
  recordingUrl: '',
  photos: [],
  deadline: iso(170),
  state: 'pending',
  returned: false,
  overdue: false,
  canSubmit: true,
  note: '',
  submittedAt: null,
  confirmedBy: '',
  confirmComment: '',
  confirmedAt: null,
  ...over,
});
const list = (items: MendItem[]) => ({
  list: items,
  total: items.length,
  pageNum: 1,
  pageSize: 10,
  counts: { pending: items.length, done: 0, confirmed: 0 },
});
const show = (userId: number) =>
  renderScreen(
    <>
      <MendTab page={1} onPage={() => {}} />
      <LocationProbe />
    </>,
    { path: PATH, user: loginResult({ id: userId }) },
  );
const mirror = () => JSON.parse(window.localStorage.getItem(storageKey(DRAFT_MIRROR_KEY)) ?? '{}') as Record<string, unknown>;
const openMend = async (title: string) => {
  const row = (await screen.findAllByTestId('mend-row')).find((r) => r.textContent?.includes(title));
  fireEvent.click(within(row as HTMLElement).getByRole('button', { name: /提交补学/ }));
  return screen.findByLabelText('补学情况');
};
const NOTE = `观看了支部党员大会录像，${'学习全会精神，对照检查自身不足，明确努力方向。'.repeat(9)}`;

describe('MendDialog: nothing typed is lost', () => {
  it('a note sent after the login expired is on this computer after logging in again, for that account only, and goes once the server has it', async () => {
    let expired = true;
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('partyIndex', 'userActivityMendDetail', () => list([mend(1)])),
      mockEndpoint('partyIndex', 'mendSubmit', (body) => {
        sent.push(body);
        return expired
          ? failure(10003, 'token过期，请重新登录')
          : mend(1, { state: 'done', canSubmit: false, note: body.note, submittedAt: iso(0) });
      }),
    );
    const first = show(LISI);
    fireEvent.change(await openMend('支部党员大会 1'), { target: { value: NOTE } });
    fireEvent.click(screen.getByRole('button', { name: '提交补学情况' }));
    // the session ends: local storage cleared but for the drafts, and on to /login
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(Object.keys(mirror())).toEqual([`${LISI}:mend:1`]);
    first.unmount();

    // another learner at the same computer sees an empty form
    const other = show(SUN);
    expect(await openMend('支部党员大会 1')).toHaveValue('');
    expect(screen.queryByText('已恢复上次在本机未保存到服务器的内容')).not.toBeInTheDocument();
    other.unmount();

    // 李思雨 logs in again: the note is back, and sent as typed
    expired = false;
    show(LISI);
    expect(await openMend('支部党员大会 1')).toHaveValue(NOTE);
    expect(screen.getByText('已恢复上次在本机未保存到服务器的内容')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '提交补学情况' }));
    expect(await screen.findByText('补学情况已提交，等待党支部确认')).toBeInTheDocument();
    expect(sent).toEqual([
      { mendId: 1, note: NOTE },
      { mendId: 1, note: NOTE },
    ]);
    expect(mirror()).toEqual({});
  });

  it('closing the dialog keeps the note for the next opening; another make-up has its own note; emptying the box forgets it', async () => {
    server.use(mockEndpoint('partyIndex', 'userActivityMendDetail', () => list([mend(1), mend(2)])));
    show(LISI);
    fireEvent.change(await openMend('支部党员大会 1'), { target: { value: '写到一半的补学情况' } });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('mend-detail')).not.toBeInTheDocument());

    expect(await openMend('支部党员大会 2')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('mend-detail')).not.toBeInTheDocument());

    const box = await openMend('支部党员大会 1');
    expect(box).toHaveValue('写到一半的补学情况');
    expect(screen.getByTestId('mend-note-count')).toHaveTextContent('已写 9 字（至少 10 字）');
    fireEvent.change(box, { target: { value: '' } });
    expect(mirror()).toEqual({});
  });

  it('a make-up reported elsewhere (no longer open to a report) forgets what this computer kept for it', async () => {
    window.localStorage.setItem(
      storageKey(DRAFT_MIRROR_KEY),
      JSON.stringify({ [`${LISI}:mend:1`]: { content: JSON.stringify({ base: '', values: { note: '旧的' } }), rev: 5 } }),
    );
    server.use(
      mockEndpoint('partyIndex', 'userActivityMendDetail', () =>
        list([mend(1, { state: 'done', canSubmit: false, note: '在手机上交的', submittedAt: iso(-1) })]),
      ),
    );
    show(LISI);
    fireEvent.click(within(await screen.findByTestId('mend-row')).getByRole('button', { name: /查看/ }));
    expect(await screen.findByTestId('mend-report')).toHaveTextContent('在手机上交的');
    await waitFor(() => expect(mirror()).toEqual({}));
  });

  it('a report the branch sent back shows 已退回 with who and why, and opens with the note sent, to correct and report again', async () => {
    const sent: unknown[] = [];
    const returned = mend(1, {
      returned: true,
      note: '观看了会议录像。',
      submittedAt: iso(-30),
      confirmedBy: '计算机学院本科生第一党支部',
      confirmComment: '笔记过于简略，请补充学习体会。',
      confirmedAt: iso(-2),
    });
    server.use(
      mockEndpoint('partyIndex', 'userActivityMendDetail', () => list([returned])),
      mockEndpoint('partyIndex', 'mendSubmit', (body) => {
        sent.push(body);
        return mend(1, { state: 'done', canSubmit: false, note: body.note, submittedAt: iso(0) });
      }),
    );
    show(LISI);
    expect(within(await screen.findByTestId('mend-row')).getByText('已退回')).toBeInTheDocument();
    const box = await openMend('支部党员大会 1');
    expect(box).toHaveValue('观看了会议录像。');
    const notice = screen.getByTestId('mend-returned');
    expect(notice).toHaveTextContent('计算机学院本科生第一党支部已于');
    expect(notice).toHaveTextContent('退回原因：笔记过于简略，请补充学习体会。');
    fireEvent.change(box, { target: { value: NOTE } });
    fireEvent.click(screen.getByRole('button', { name: '提交补学情况' }));
    expect(await screen.findByText('补学情况已提交，等待党支部确认')).toBeInTheDocument();
    expect(sent).toEqual([{ mendId: 1, note: NOTE }]);
  });
});

describe('MendDialog: what to study from', () => {
  it('shows the meeting’s minutes, its recording and its photos when the branch recorded them, and nothing otherwise', async () => {
    server.use(
      mockEndpoint('partyIndex', 'userActivityMendDetail', () =>
        list([
          mend(1, {
            minutes: '全体党员重温入党誓词。\n交流参观体会。',
            recordingUrl: 'https://video.example.edu.cn/42',
            photos: ['/uploads/2026/12/a.png'],
          }),
          mend(2),
        ]),
      ),
    );
    show(LISI);
    await openMend('支部党员大会 1');
    const materials = screen.getByTestId('mend-materials');
    expect(materials).toHaveTextContent('全体党员重温入党誓词。 交流参观体会。');
    expect(within(materials).getByRole('link', { name: '观看会议录像' })).toHaveAttribute('href', 'https://video.example.edu.cn/42');
    expect(within(materials).getByRole('img', { name: '会议照片 1' })).toHaveAttribute('src', '/uploads/2026/12/a.png');
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    await openMend('支部党员大会 2');
    expect(screen.queryByTestId('mend-materials')).not.toBeInTheDocument();
  });
});
