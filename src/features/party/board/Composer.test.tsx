import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartySns, PartyTalk } from '@contract/party';
import { storageKey } from '@/lib/storage';
import { DRAFT_MIRROR_KEY } from '@/components/draft/draftMirror';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LocationProbe, loginResult, renderScreen } from '@/test/renderScreen';
import PartyBoardPage from './PartyBoardPage';

// A post is sent in one go; what the learner types is kept on this computer (the draft mirror)
// until the server has it, so an expired login or a reload loses nothing, for that account only.

const WANG = 71;
const ZHAO = 72;
const talks: PartyTalk[] = [
  { id: 1, title: '学习贯彻党的二十届四中全会精神', description: '结合所学专业谈体会。', postCount: 0 },
  { id: 2, title: '我身边的优秀共产党员', description: '讲讲身边党员的故事。', postCount: 0 },
];
const post = (over: Partial<PartySns> = {}): PartySns => ({
  id: 9,
  talkId: 2,
  talkTitle: talks[1].title,
  authorName: '王一鸣',
  branchName: '计算机学院本科生第一党支部',
  title: '',
  content: '',
  images: [],
  createdAt: '2026-11-20T02:00:00.000Z',
  likeCount: 0,
  liked: false,
  commentCount: 0,
  mine: true,
  ...over,
});
const show = (userId: number) =>
  renderScreen(
    <>
      <PartyBoardPage />
      <LocationProbe />
    </>,
    { path: '/index/party/dwyt', user: loginResult({ id: userId }) },
  );
const mirror = () => JSON.parse(window.localStorage.getItem(storageKey(DRAFT_MIRROR_KEY)) ?? '{}') as Record<string, unknown>;
const composer = async () => {
  await screen.findByText('还没有帖子，来发表第一篇吧');
  return screen.getByTestId('sns-composer');
};
const CONTENT = `实验室里最难啃的骨头，党员先上。${'从一次次通宵调试里，我看到了身边党员的担当。'.repeat(4)}`;

describe('Composer: nothing typed is lost', () => {
  it('a post sent after the login expired is back in the form after logging in again, for that account only; once published it is gone', async () => {
    let expired = true;
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('party', 'talkList', talks),
      mockEndpoint('party', 'snsList', { list: [], total: 0, pageNum: 1, pageSize: 10 }),
      mockEndpoint('party', 'submitSns', (body) => {
        sent.push(body);
        return expired ? failure(10003, 'token过期，请重新登录') : post({ title: body.title, content: body.content });
      }),
    );
    const first = show(WANG);
    let form = await composer();
    fireEvent.change(within(form).getByLabelText(/标题/), { target: { value: '党员就是要冲在前' } });
    fireEvent.change(within(form).getByLabelText(/正文/), { target: { value: CONTENT } });
    fireEvent.change(within(form).getByRole('combobox'), { target: { value: '2' } });
    fireEvent.click(within(form).getByRole('button', { name: '发表' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(Object.keys(mirror())).toEqual([`${WANG}:partyBoard:post`]);
    first.unmount();

    const other = show(ZHAO);
    form = await composer();
    expect(within(form).getByLabelText(/正文/)).toHaveValue('');
    expect(screen.queryByText('已恢复上次在本机未保存到服务器的内容')).toBeNull();
    other.unmount();

    expired = false;
    show(WANG);
    form = await composer();
    expect(within(form).getByText('已恢复上次在本机未保存到服务器的内容')).toBeInTheDocument();
    expect(within(form).getByLabelText(/标题/)).toHaveValue('党员就是要冲在前');
    expect(within(form).getByLabelText(/正文/)).toHaveValue(CONTENT);
    expect(within(form).getByRole('combobox')).toHaveValue('2');
    fireEvent.click(within(form).getByRole('button', { name: '发表' }));
    await waitFor(() => expect(within(form).getByLabelText(/正文/)).toHaveValue(''));
    expect(sent[1]).toEqual({ title: '党员就是要冲在前', content: CONTENT, images: [], talkId: 2 });
    expect(mirror()).toEqual({});
  });
});
