import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PartySns, PartyTalk } from '@contract/party';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import PartyBoardPage from './PartyBoardPage';

const talks: PartyTalk[] = [
  { id: 1, title: '学习贯彻党的二十届四中全会精神', description: '结合所学专业谈体会。', postCount: 2 },
  { id: 2, title: '我身边的优秀共产党员', description: '讲讲身边党员的故事。', postCount: 0 },
];
const sns = (over: Partial<PartySns> = {}): PartySns => ({
  id: 7,
  talkId: 1,
  talkTitle: talks[0].title,
  authorName: '陈静',
  branchName: '马克思主义学院研究生党支部',
  title: '把全会精神融入理论研究',
  content: '第一段\n第二段',
  images: [],
  createdAt: '2026-11-20T02:00:00.000Z',
  likeCount: 3,
  liked: false,
  commentCount: 0,
  mine: false,
  ...over,
});
const page = (list: PartySns[]) => ({ list, total: list.length, pageNum: 1, pageSize: 10 });

const show = (url = '/index/party/dwyt') => renderScreen(<PartyBoardPage />, { path: '/index/party/dwyt', url, user: loginResult() });

describe('PartyBoardPage', () => {
  it.each(['/index/party/dwyt?talk=abc', '/index/party/dwyt?talk=1.5'])(
    "%s names no talk topic: the server's words for a missing one (议题不存在), without asking for the posts",
    async (url) => {
      let asked = false;
      server.use(
        mockEndpoint('party', 'talkList', talks),
        mockEndpoint('party', 'snsList', () => ((asked = true), page([sns()]))),
      );
      show(url);
      expect(await screen.findByText('议题不存在')).toBeInTheDocument();
      expect(screen.queryByText(/必须是整数|不能小于/)).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'false');
      expect(asked).toBe(false);
    },
  );

  it('shows the talk topics as chips and the posts as text (markup typed by someone shows as typed); a chip filters', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint('party', 'talkList', talks),
      mockEndpoint('party', 'snsList', (body) => {
        asked.push(body);
        return page(
          body.talkId === 2
            ? []
            : [
                sns({
                  title: '<img src=x onerror=alert(1)>',
                  content: '<script>alert(2)</script>正文',
                  images: ['/uploads/2026/11/a.png'],
                }),
              ],
        );
      }),
    );
    show();
    const card = await screen.findByTestId('sns-item');
    expect(card).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(within(card).getByTestId('sns-content')).toHaveTextContent('<script>alert(2)</script>正文');
    expect(card.querySelectorAll('img')).toHaveLength(1);
    expect(within(card).getByRole('img', { name: '帖子图片 1' })).toHaveAttribute('src', '/uploads/2026/11/a.png');
    expect(card).toHaveTextContent('马克思主义学院研究生党支部');
    fireEvent.click(screen.getByRole('button', { name: '我身边的优秀共产党员（0）' }));
    expect(await screen.findByText('这个议题下还没有帖子')).toBeInTheDocument();
    expect(asked).toContainEqual({ pageNum: 1, pageSize: 10, talkId: 2 });
    expect(screen.getByRole('button', { name: '我身边的优秀共产党员（0）' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a refused post keeps what was typed and shows why; an accepted one is sent as typed and clears the form', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      mockEndpoint('party', 'talkList', talks),
      mockEndpoint('party', 'snsList', page([])),
      mockEndpoint('party', 'submitSns', (body) => {
        sent.push(body);
        return refuse ? failure(10002, '发帖太频繁，请 21 秒后再发表') : sns({ id: 9, mine: true });
      }),
    );
    show('/index/party/dwyt?talk=1');
    expect(await screen.findByText('这个议题下还没有帖子')).toBeInTheDocument();
    const form = screen.getByTestId('sns-composer');
    fireEvent.change(within(form).getByLabelText(/标题/), { target: { value: '在实验室当好排头兵' } });
    fireEvent.change(within(form).getByLabelText(/正文/), { target: { value: '最难的活我先上。' } });
    expect(form).toHaveTextContent('8/2000');
    fireEvent.click(within(form).getByRole('button', { name: '发表' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('发帖太频繁，请 21 秒后再发表');
    expect(within(form).getByLabelText(/标题/)).toHaveValue('在实验室当好排头兵');
    expect(within(form).getByLabelText(/正文/)).toHaveValue('最难的活我先上。');
    refuse = false;
    fireEvent.click(within(form).getByRole('button', { name: '发表' }));
    await waitFor(() => expect(within(form).getByLabelText(/标题/)).toHaveValue(''));
    expect(sent[1]).toEqual({ title: '在实验室当好排头兵', content: '最难的活我先上。', images: [], talkId: 1 });
  });

  it('a like is sent with the wanted state; comments open below with their composer; one’s own post is deleted after confirming', async () => {
    let liked = false;
    let deleted = false;
    const calls: unknown[] = [];
    server.use(
      mockEndpoint('party', 'talkList', talks),
      mockEndpoint('party', 'snsList', () => page(deleted ? [] : [sns({ liked, likeCount: liked ? 4 : 3, mine: true })])),
      mockEndpoint('party', 'snsZan', (body) => {
        calls.push(['zan', body]);
        liked = body.like;
        return { liked: body.like, count: 4 };
      }),
      mockEndpoint('party', 'snsCommentList', {
        list: [
          {
            id: 3,
            snsId: 7,
            authorName: '王浩然',
            branchName: '机械工程学院本科生党支部',
            content: '<b>说得好</b>',
            createdAt: '2026-11-21T02:00:00.000Z',
            mine: false,
          },
        ],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      }),
      mockEndpoint('party', 'submitComment', () => failure(10002, '评论太频繁，请 8 秒后再发表')),
      mockEndpoint('party', 'deleteSns', (body) => {
        calls.push(['delete', body]);
        deleted = true;
        return null;
      }),
    );
    show();
    const card = await screen.findByTestId('sns-item');
    fireEvent.click(within(card).getByRole('button', { name: '点赞 3' }));
    await waitFor(() => expect(within(screen.getByTestId('sns-item')).getByRole('button', { name: '已赞 4' })).toBeInTheDocument());
    fireEvent.click(within(screen.getByTestId('sns-item')).getByRole('button', { name: '评论 0' }));
    expect(await screen.findByTestId('sns-comment')).toHaveTextContent('<b>说得好</b>');
    fireEvent.change(screen.getByRole('textbox', { name: '发表评论' }), { target: { value: '写得好' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('评论太频繁，请 8 秒后再发表');
    expect(screen.getByRole('textbox', { name: '发表评论' })).toHaveValue('写得好');
    fireEvent.click(within(screen.getByTestId('sns-item')).getByRole('button', { name: '删除' }));
    const confirm = screen.getByRole('group', { name: /确定删除这个帖子/ });
    fireEvent.click(within(confirm).getByRole('button', { name: '确定删除' }));
    expect(await screen.findByText('还没有帖子，来发表第一篇吧')).toBeInTheDocument();
    expect(calls).toEqual([
      ['zan', { snsId: 7, like: true }],
      ['delete', { snsId: 7 }],
    ]);
  });
});
