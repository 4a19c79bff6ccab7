import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VideoDetail } from '@contract/lesson';
import { SOCIAL_TEXT_MAX as CONTRACT_MAX, type Discussion, type Note } from '@contract/lessonSocial';
import { Status } from '@/store/settings/status';
import { failure, mockEndpoint, networkError, type SentBody } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { lessonItem, videoItem } from '@/test/lessons';
import { SOCIAL_TEXT_MAX } from './socialTexts';
import VideoDetailsPage from './VideoDetailsPage';

// The 笔记 and 讨论 tabs and the like button, on the real video page with the endpoints mocked.

const detail: VideoDetail = {
  ...videoItem(12, { duration: 95, credited: 40, position: 42 }),
  lessonTitle: '中国共产党的光辉历程',
  url: '/uploads/demo/videos/history.mp4',
};
const video = { heartbeatSeconds: 30, allowSeek: false, maxSpeed: 1.5, completeRatio: 0.9, pauseOnBlur: true };
const note = (id: number, position: number, content: string): Note => ({
  id,
  videoId: 12,
  position,
  content,
  createdAt: '2026-11-20T08:00:00.000Z',
});
const post = (id: number, content: string, extra: Partial<Discussion> = {}): Discussion => ({
  id,
  lessonId: 5,
  content,
  authorName: '陈静',
  createdAt: '2026-11-20T08:00:00.000Z',
  mine: false,
  ...extra,
});
const page = (list: Discussion[], total = list.length, pageNum = 1) => ({ list, total, pageNum, pageSize: 10 });

function pageMocks() {
  server.use(
    mockEndpoint('lesson', 'videoDetail', detail),
    mockEndpoint('lesson', 'videos', [videoItem(12, { duration: 95, credited: 40 })]),
    mockEndpoint('lesson', 'info', lessonItem(5)),
    mockEndpoint('lesson', 'studyTime', { today: 0, total: 0 }),
    mockEndpoint('lesson', 'videoZanInfo', { liked: false, count: 3 }),
  );
}
const show = () =>
  renderScreen(<VideoDetailsPage />, {
    path: '/index/videodetails/:id/:lid',
    url: '/index/videodetails/12/5',
    user: loginResult(),
    preloaded: { settings: { video, base: null, hasValue: true, status: Status.OK, error: null } },
  });
const player = () => screen.getByLabelText('第12章 开天辟地') as HTMLVideoElement;
/** the player moves on (jsdom plays nothing: set the time and say so, as the browser would) */
const playTo = (seconds: number) => {
  player().currentTime = seconds;
  fireEvent(player(), new Event('timeupdate'));
};
const notesList = () => screen.findByRole('list', { name: '笔记' });

it('counts characters as the contract does', () => {
  expect(SOCIAL_TEXT_MAX).toBe(CONTRACT_MAX);
});

describe('笔记', () => {
  it('lists the notes with their time; clicking one moves the player there, and one ahead of the covered part snaps back', async () => {
    pageMocks();
    server.use(mockEndpoint('lesson', 'noteList', [note(1, 10, '建党的历史背景'), note(2, 80, '要点：<b>一大</b>')]));
    show();
    const list = await notesList();
    expect(within(list).getByText('要点：<b>一大</b>')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: '跳转到 00:00:10' }));
    expect(player().currentTime).toBe(10);

    // seeking is not allowed and 42 s is the furthest point: the controller puts the player back
    await user.click(within(list).getByRole('button', { name: '跳转到 00:01:20' }));
    expect(player().currentTime).toBe(80);
    fireEvent(player(), new Event('seeking'));
    expect(player().currentTime).toBe(42);
    expect(await screen.findByText('不允许拖动到未学习的位置')).toBeInTheDocument();
  });

  it('writes a note at the time shown above the box, then clears the box and lists it', async () => {
    pageMocks();
    const sent: SentBody<'lesson', 'writeNote'>[] = [];
    let notes: Note[] = [];
    server.use(
      mockEndpoint('lesson', 'noteList', () => notes),
      mockEndpoint('lesson', 'writeNote', (body) => {
        sent.push(body);
        notes = [note(7, body.position, body.content)];
        return notes[0];
      }),
    );
    show();
    expect(await screen.findByText('还没有笔记，播放时写下要点吧')).toBeInTheDocument();
    playTo(33.8);
    expect(screen.getByTestId('note-time')).toHaveTextContent('记录于 00:00:33');
    const user = userEvent.setup();
    const box = screen.getByRole('textbox', { name: /记一条笔记/ });
    expect(screen.getByRole('button', { name: '保存笔记' })).toBeDisabled();
    await user.type(box, '  实事求是是精髓  ');
    expect(screen.getByText('还可输入 493 字')).toBeInTheDocument();
    // by keyboard: Tab to 保存笔记, Enter
    await user.tab();
    expect(screen.getByRole('button', { name: '保存笔记' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(await notesList()).findByText('实事求是是精髓')).toBeInTheDocument();
    expect(sent).toEqual([{ videoId: 12, position: 33, content: '实事求是是精髓' }]);
    expect(box).toHaveValue('');
    // 保存笔记 is disabled again (an empty box): the focus is back in the box, not left on the page
    expect(screen.getByRole('button', { name: '保存笔记' })).toBeDisabled();
    expect(box).toHaveFocus();
  });

  it('keeps the typed text and shows the reason when saving fails', async () => {
    pageMocks();
    server.use(
      mockEndpoint('lesson', 'noteList', []),
      mockEndpoint('lesson', 'writeNote', () => failure(10002, '笔记时间超出视频时长')),
    );
    show();
    const box = await screen.findByRole('textbox', { name: /记一条笔记/ });
    const user = userEvent.setup();
    await user.type(box, '不会丢的笔记');
    await user.click(screen.getByRole('button', { name: '保存笔记' }));
    expect(await screen.findByText('笔记时间超出视频时长')).toBeInTheDocument();
    expect(box).toHaveValue('不会丢的笔记');
    expect(box).toHaveFocus();
  });

  it('deletes a note only after the learner confirms', async () => {
    pageMocks();
    let notes = [note(1, 10, '第一条'), note(2, 20, '第二条')];
    const deleted: number[] = [];
    server.use(
      mockEndpoint('lesson', 'noteList', () => notes),
      mockEndpoint('lesson', 'deleteNote', (body) => {
        deleted.push(body.noteId);
        notes = notes.filter((n) => n.id !== body.noteId);
        return null;
      }),
    );
    show();
    const list = await notesList();
    const user = userEvent.setup();
    const row = within(list).getByText('第一条').closest('li')!;
    // the buttons replace one another: the focus goes with them (取消 first, then 删除 again), not to the page
    await user.click(within(row as HTMLElement).getByRole('button', { name: '删除' }));
    expect(within(row as HTMLElement).getByRole('button', { name: '取消' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(deleted).toEqual([]);
    expect(within(row as HTMLElement).getByRole('button', { name: '删除' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(row as HTMLElement).getByText('确定删除这条笔记？')).toBeInTheDocument();
    await user.click(within(row as HTMLElement).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(screen.queryByText('第一条')).not.toBeInTheDocument());
    expect(deleted).toEqual([1]);
    expect(screen.getByText('第二条')).toBeInTheDocument();
    // the row and its buttons are gone: the focus is in the note box
    expect(screen.getByRole('textbox', { name: /记一条笔记/ })).toHaveFocus();
  });

  it('shows loading, then an error with 重试', async () => {
    pageMocks();
    let calls = 0;
    // the first answer waits until the loading state has been seen, so a fast answer can't skip it
    let release!: () => void;
    const seen = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      mockEndpoint('lesson', 'noteList', async () => {
        if (++calls > 1) return [note(1, 5, '重试后的笔记')];
        await seen;
        return networkError();
      }),
    );
    show();
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
    release();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('重试后的笔记')).toBeInTheDocument();
  });
});

describe('讨论', () => {
  const openTab = async () => {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: '讨论' }));
    return user;
  };

  it('lists the posts with author and time, HTML shown as text, and pages through them', async () => {
    pageMocks();
    const asked: number[] = [];
    server.use(
      mockEndpoint('lesson', 'noteList', []),
      mockEndpoint('lesson', 'discussionList', (body) => {
        asked.push(body.pageNum);
        return body.pageNum === 1
          ? page([post(3, '<img src=x onerror=alert(1)>', { authorName: '王浩然', mine: true }), post(2, '第二条')], 12)
          : page([post(1, '第一条')], 12, 2);
      }),
    );
    show();
    const user = await openTab();
    const list = await screen.findByRole('list', { name: '讨论' });
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(list.querySelector('img')).toBeNull();
    expect(within(list).getByText('王浩然（我）')).toBeInTheDocument();
    expect(within(list).getAllByText('陈静')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('第一条')).toBeInTheDocument();
    expect(asked).toEqual([1, 2]);
  });

  it('counts the characters left, keeps the text when a post is refused, and posts it when allowed', async () => {
    pageMocks();
    let posts: Discussion[] = [];
    let refuse = true;
    server.use(
      mockEndpoint('lesson', 'noteList', []),
      mockEndpoint('lesson', 'discussionList', () => page(posts)),
      mockEndpoint('lesson', 'writeDiscussion', (body) => {
        if (refuse) return failure(10002, '发言太频繁，请 7 秒后再发表');
        posts = [post(9, body.content, { mine: true, authorName: '张晓明' })];
        return posts[0];
      }),
    );
    show();
    const user = await openTab();
    expect(await screen.findByText('还没有讨论，来发表第一条吧')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: /学习体会/ });
    await user.type(box, '学习体会𠮷');
    expect(screen.getByTestId('discussion-remaining')).toHaveTextContent('还可输入 495 字');
    await user.click(screen.getByRole('button', { name: '发表' }));
    expect(await screen.findByText('发言太频繁，请 7 秒后再发表')).toBeInTheDocument();
    expect(box).toHaveValue('学习体会𠮷');

    refuse = false;
    await user.click(screen.getByRole('button', { name: '发表' }));
    expect(await screen.findByText('张晓明（我）')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(screen.queryByText('发言太频繁，请 7 秒后再发表')).not.toBeInTheDocument();
  });

  it('refuses to send more than 500 characters and says by how many', async () => {
    pageMocks();
    server.use(mockEndpoint('lesson', 'noteList', []), mockEndpoint('lesson', 'discussionList', page([])));
    show();
    await openTab();
    const box = await screen.findByRole('textbox', { name: /学习体会/ });
    fireEvent.change(box, { target: { value: '字'.repeat(503) } });
    expect(screen.getByTestId('discussion-remaining')).toHaveTextContent('已超出 3 字');
    expect(screen.getByRole('button', { name: '发表' })).toBeDisabled();
  });

  it('shows the error of a failed load', async () => {
    pageMocks();
    server.use(
      mockEndpoint('lesson', 'noteList', []),
      mockEndpoint('lesson', 'discussionList', () => failure(10002, '课程不存在或已下架')),
    );
    show();
    await openTab();
    expect(await screen.findByText('课程不存在或已下架')).toBeInTheDocument();
  });
});

describe('点赞', () => {
  it("shows the new state at once, then the server's count; a refusal puts the old state back", async () => {
    pageMocks();
    let answer: (() => void) | null = null;
    const sent: boolean[] = [];
    server.use(
      mockEndpoint('lesson', 'noteList', []),
      mockEndpoint('lesson', 'videoZan', async (body) => {
        sent.push(body.like);
        if (sent.length === 2) return failure(10002, '视频不存在或已下架');
        await new Promise<void>((resolve) => (answer = resolve));
        return { liked: true, count: 10 };
      }),
    );
    show();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '点赞' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByTestId('like-count')).toHaveTextContent('3 人点赞');
    await user.click(button);
    // optimistic, and a second click while it is on its way sends nothing
    expect(screen.getByTestId('like-count')).toHaveTextContent('4 人点赞');
    expect(screen.getByRole('button', { name: '已点赞' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '已点赞' }));
    await waitFor(() => expect(answer).not.toBeNull());
    answer!();
    expect(await screen.findByText('10 人点赞')).toBeInTheDocument();
    expect(sent).toEqual([true]);

    await user.click(screen.getByRole('button', { name: '已点赞' }));
    expect(await screen.findByText('视频不存在或已下架')).toBeInTheDocument();
    expect(screen.getByTestId('like-count')).toHaveTextContent('10 人点赞');
    expect(sent).toEqual([true, false]);
  });
});
