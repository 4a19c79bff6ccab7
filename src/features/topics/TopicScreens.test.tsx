import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TaskDetail } from '@contract/task';
import type { Material, TopicCard, TopicDetail, TopicWork } from '@contract/topic';
import type { SnsItem } from '@contract/work';
import { TopicApi } from '@/api/topic';
import { formatDate } from '@/lib/date';
import { storageKey } from '@/lib/storage';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import ExpertPage from './ExpertPage';
import MaterialsPage from './MaterialsPage';
import NoticePage from './NoticePage';
import NoticesPage from './NoticesPage';
import TopicListPage from './TopicListPage';
import TopicPage from './TopicPage';
import { WORK_DRAFT_KEY } from './workDraftMirror';

const USER_ID = 41;
const user = () => loginResult({ id: USER_ID });

const card = (over: Partial<TopicCard> = {}): TopicCard => ({
  id: 3,
  title: '2026年秋季入党积极分子培训班',
  year: 2026,
  phaseId: null,
  phaseName: '入党积极分子培训',
  organizer: '校党校',
  coverUrl: '/uploads/demo/topic.svg',
  startDate: '2026-09-16',
  endDate: '2026-12-25',
  state: 'ongoing',
  currentStage: { id: 12, title: '第三阶段 实践锻炼' },
  stageCount: 4,
  progress: 25,
  completed: false,
  ...over,
});

const detail = (over: Partial<TopicDetail> = {}): TopicDetail => ({
  ...card(),
  intro: '<img src=x onerror="window.hacked=1">本培训班面向全校入党积极分子。',
  stages: [
    {
      id: 11,
      title: '第一阶段 理论学习',
      intro: '端正入党动机',
      startDate: '2026-09-16',
      endDate: '2026-10-15',
      state: 'ended',
      materialCount: 3,
      readCount: 3,
    },
    {
      id: 12,
      title: '第三阶段 实践锻炼',
      intro: '参加志愿服务',
      startDate: '2026-11-15',
      endDate: '2026-12-10',
      state: 'ongoing',
      materialCount: 2,
      readCount: 0,
    },
  ],
  requirements: [
    { key: 'lessons', label: '学完必修课程', done: 1, total: 3, met: false, missing: '还有 2 门必修课未学完' },
    { key: 'materials', label: '阅读学习资料', done: 5, total: 5, met: true, missing: '' },
    { key: 'homework', label: '提交心得体会', done: 0, total: 1, met: false, missing: '心得体会尚未撰写' },
  ],
  examId: null,
  noticeCount: 0,
  expertCount: 0,
  workState: 'none',
  tasks: [],
  ...over,
});

const work = (over: Partial<TopicWork> = {}): TopicWork => ({
  topicId: 3,
  required: true,
  title: '学习党章心得体会',
  prompt: '谈谈你对党的性质和宗旨的认识。',
  minChars: 10,
  maxChars: 200,
  deadline: '2026-12-15T15:59:00.000Z',
  state: 'none',
  content: '',
  charCount: 0,
  rev: 0,
  savedAt: null,
  submittedAt: null,
  review: null,
  editable: true,
  serverTime: '2026-11-25T04:00:00.000Z',
  ...over,
});

const material = (id: number, kind: Material['kind'], over: Partial<Material> = {}): Material => ({
  id,
  topicId: 3,
  stageId: 11,
  stageTitle: '第一阶段 理论学习',
  kind,
  title: `资料${id}`,
  summary: '摘要',
  source: '校党校',
  publishedAt: '2026-09-20T05:00:00.000Z',
  fileName: kind === 'file' ? '讲义.docx' : '',
  fileSize: kind === 'file' ? 4096 : 0,
  fileType: kind === 'file' ? 'docx' : '',
  videoId: kind === 'video' ? 8 : null,
  lessonId: kind === 'video' ? 2 : null,
  read: false,
  ...over,
});

/** The topic page with its side queries answered; `work` decides the write-up. */
function topicScreen(
  w: TopicWork,
  sent: unknown[] = [],
  save: (body: { content: string; rev: number; submit?: boolean }) => unknown = (b) => ({
    ...w,
    state: b.submit ? 'submitted' : 'draft',
    content: b.content,
    rev: b.rev,
    savedAt: '2026-11-25T04:00:00.000Z',
  }),
  topic: TopicDetail = detail(),
) {
  server.use(
    mockEndpoint('topic', 'detail', topic),
    mockEndpoint('topic', 'lessonSubList', []),
    mockEndpoint('topic', 'learnNewsList', { list: [], total: 0, pageNum: 1, pageSize: 5 }),
    mockEndpoint('topic', 'expertList', []),
    mockEndpoint('topic', 'noticeList', { list: [], total: 0, pageNum: 1, pageSize: 4 }),
    mockEndpoint('topic', 'examInfo', null),
    mockEndpoint('topic', 'workDetail', () => w),
    mockEndpoint('topic', 'writeExperience', (body) => {
      sent.push(body);
      return save(body as { content: string; rev: number; submit?: boolean }) as TopicWork;
    }),
  );
  return renderScreen(<TopicPage />, { path: '/index/special-training/:id', url: '/index/special-training/3', user: user() });
}

const mirror = () =>
  JSON.parse(window.localStorage.getItem(storageKey(WORK_DRAFT_KEY)) ?? '{}') as Record<string, { content: string; rev: number }>;

afterEach(() => window.localStorage.clear());

describe('TopicListPage', () => {
  it('shows this year’s topics with stage and progress; the 往年 tab says when there are none', async () => {
    server.use(mockEndpoint('topic', 'newTopicList', [card()]), mockEndpoint('topic', 'topicLastYear', []));
    renderScreen(<TopicListPage />, { path: '/index/special-training', user: user() });
    const cards = await screen.findAllByTestId('topic-card');
    expect(cards[0]).toHaveTextContent('当前阶段：第三阶段 实践锻炼');
    expect(cards[0]).toHaveTextContent('完成 25%');
    fireEvent.click(screen.getByRole('button', { name: '往年专题' }));
    expect(await screen.findByText('没有往年参加的专题培训')).toBeInTheDocument();
  });
});

describe('TopicPage', () => {
  it('shows the stages, what is missing to complete the topic, and the introduction as text', async () => {
    topicScreen(work());
    const lines = await screen.findAllByTestId('requirement');
    expect(lines.map((l) => l.getAttribute('data-met'))).toEqual(['false', 'true', 'false']);
    expect(lines[0]).toHaveTextContent('还有 2 门必修课未学完');
    expect(screen.getAllByTestId('stage-row')[1]).toHaveTextContent('学习资料 已学 0/2');
    expect(screen.getByText(/本培训班面向全校入党积极分子/)).toHaveTextContent('<img src=x');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(await screen.findByText('本专题没有结业考试')).toBeInTheDocument();
  });

  it('what is typed goes to this computer at once and to the server after a pause, with a rising rev', async () => {
    const sent: { content: string; rev: number }[] = [];
    topicScreen(work(), sent);
    const editor = await screen.findByTestId('work-editor');
    fireEvent.change(editor, { target: { value: '认真学习党章' } });
    expect(mirror()[`${USER_ID}:3`].content).toBe('认真学习党章');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ topicId: 3, content: '认真学习党章' });
    await waitFor(() => expect(screen.getByTestId('work-status')).toHaveTextContent('草稿已保存'));
    expect(mirror()[`${USER_ID}:3`]).toBeUndefined();
    fireEvent.change(editor, { target: { value: '认真学习党章，坚定理想信念' } });
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].rev).toBeGreaterThan(sent[0].rev);
  });

  it('text the server never got (tab closed) comes back from this computer and is saved', async () => {
    window.localStorage.setItem(
      storageKey(WORK_DRAFT_KEY),
      JSON.stringify({ [`${USER_ID}:3`]: { content: '关掉页面前写的内容', rev: 500 } }),
    );
    const sent: { content: string; rev: number }[] = [];
    topicScreen(work({ state: 'draft', content: '服务器上的旧草稿', rev: 100 }), sent);
    expect(await screen.findByTestId('work-editor')).toHaveValue('关掉页面前写的内容');
    expect(screen.getByText('已恢复上次在本机未保存的内容')).toBeInTheDocument();
    await waitFor(() => expect(sent).toEqual([{ topicId: 3, content: '关掉页面前写的内容', rev: 500 }]));
  });

  it('offline, the text stays on this computer and the learner is told so; leaving the screen sends it once the network is back', async () => {
    const { unmount } = topicScreen(work(), [], () => networkError());
    const editor = await screen.findByTestId('work-editor');
    fireEvent.change(editor, { target: { value: '网络断开时写的内容' } });
    await waitFor(() => expect(screen.getByTestId('work-status')).toHaveTextContent('网络不通，内容已保存在本机'));
    expect(mirror()[`${USER_ID}:3`].content).toBe('网络断开时写的内容');
    const later: { content: string }[] = [];
    server.use(
      mockEndpoint('topic', 'writeExperience', (body) => {
        later.push(body as { content: string });
        return work({ state: 'draft', content: (body as { content: string }).content, rev: (body as { rev: number }).rev });
      }),
    );
    unmount();
    await waitFor(() => expect(later.map((b) => b.content)).toEqual(['网络断开时写的内容']));
  });

  it('提交 asks first, sends submit with the text; a refusal is shown as the server words it', async () => {
    const sent: { submit?: boolean }[] = [];
    topicScreen(work({ state: 'draft', content: '一二三四五六七八九十十一', rev: 7, charCount: 12 }), sent, (b) =>
      b.submit ? failure(10002, '心得体会已于 2026-12-15 23:59 截止提交') : work(),
    );
    fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('提交后不能再修改');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('心得体会已于 2026-12-15 23:59 截止提交');
    expect(sent).toEqual([{ topicId: 3, content: '一二三四五六七八九十十一', rev: 7, submit: true }]);
  });

  it("handed in, the editor gives way to the text and the focus goes to the write-up's title, not to the page", async () => {
    let current = work({ state: 'draft', content: '一二三四五六七八九十十一', rev: 7, charCount: 12 });
    topicScreen(
      current,
      [],
      (b) => (current = { ...current, state: b.submit ? 'submitted' : 'draft', submittedAt: '2026-11-25T04:00:00.000Z' }),
    );
    server.use(mockEndpoint('topic', 'workDetail', () => current));
    fireEvent.click(await screen.findByRole('button', { name: '提交' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(screen.queryByTestId('work-editor')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByTestId('work-title')).toHaveFocus());
  });

  it('#work (我的作业’s 去撰写): the page scrolls to the write-up once the parts above it have loaded, and not again on a refetch', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function record(this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      let answerLessons: () => void = () => {};
      const lessonsHeld = new Promise<void>((resolve) => {
        answerLessons = resolve;
      });
      let lessonCalls = 0;
      const { router, store } = topicScreen(work());
      server.use(
        mockEndpoint('topic', 'lessonSubList', async () => {
          lessonCalls += 1;
          await lessonsHeld;
          return [];
        }),
      );
      await act(() => router.navigate('/index/special-training/3#work'));
      expect(await screen.findByTestId('work-editor')).toBeInTheDocument();
      // the lessons above have not come: #work would still move down
      expect(scrollIntoView).not.toHaveBeenCalled();
      answerLessons();
      expect(await screen.findByText('本专题没有指定必修课程')).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toEqual([document.getElementById('work')]));
      expect(screen.getByTestId('work-editor').closest('#work')).not.toBeNull();
      // the page's data asked again (as after a submit): the learner is not brought back
      act(() => {
        store.dispatch(TopicApi.util.invalidateTags(['Topic']));
      });
      await waitFor(() => expect(lessonCalls).toBe(2));
      await act(() => new Promise((r) => setTimeout(r, 50)));
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('too short: 提交 stays off and the counter says the minimum', async () => {
    topicScreen(work({ state: 'draft', content: '太短', rev: 2, charCount: 2 }));
    expect(await screen.findByTestId('work-count')).toHaveTextContent('已写 2 字（至少 10 字）');
    expect(screen.getByRole('button', { name: '提交' })).toBeDisabled();
  });

  it('a reviewed write-up is read-only, with the teacher’s comment and score; markup shows as text', async () => {
    topicScreen(
      work({
        state: 'reviewed',
        editable: false,
        content: '<b>粗体</b>\n第二行',
        submittedAt: '2026-11-20T02:00:00.000Z',
        review: { reviewer: '校党校 刘老师', comment: '认识深刻。', score: 92, reviewedAt: '2026-11-21T02:00:00.000Z' },
      }),
    );
    const readOnly = await screen.findByTestId('work-readonly');
    expect(readOnly).toHaveTextContent('<b>粗体</b>');
    expect(readOnly.querySelector('b')).toBeNull();
    expect(screen.getByTestId('work-review')).toHaveTextContent('92 分');
    expect(screen.queryByTestId('work-editor')).toBeNull();
  });
});

describe('a write-up the reviewer returned', () => {
  it('shows why, by whom and when above the editor, with the text back in it to correct and hand in again', async () => {
    topicScreen(
      work({
        state: 'returned',
        editable: true,
        content: '第一稿的内容',
        charCount: 6,
        rev: 4,
        submittedAt: '2026-11-20T02:00:00.000Z',
        review: { reviewer: '周建国', comment: '请联系第二阶段的学习写出具体体会。', score: null, reviewedAt: '2026-11-21T02:00:00.000Z' },
      }),
    );
    const notice = await screen.findByTestId('work-returned');
    expect(notice).toHaveTextContent('退回原因');
    expect(notice).toHaveTextContent('请联系第二阶段的学习写出具体体会。');
    expect(notice).toHaveTextContent('周建国');
    expect(screen.getByTestId('work-state')).toHaveTextContent('已退回，待修改');
    expect(screen.getByTestId('work-editor')).toHaveValue('第一稿的内容');
    expect(screen.queryByTestId('work-readonly')).toBeNull();
  });
});

describe('sharing the handed-in write-up (心得交流)', () => {
  const handedIn = (over: Partial<TopicWork> = {}) =>
    work({
      state: 'submitted',
      editable: false,
      content: '认真学习党章。',
      charCount: 6,
      rev: 3,
      submittedAt: '2026-11-20T02:00:00.000Z',
      share: null,
      ...over,
    });
  const SHARED_AT = '2026-11-21T05:00:00.000Z';
  const snsItem = (over: Partial<SnsItem> = {}): SnsItem => ({
    id: 9,
    topicId: 3,
    topicTitle: card().title,
    authorName: '孙雨桐',
    title: '学习党章心得体会',
    excerpt: '认真学习党章。',
    sharedAt: SHARED_AT,
    likeCount: 0,
    commentCount: 0,
    liked: false,
    mine: true,
    ...over,
  });

  it('a write-up the server says is shared shows when, with a link to 心得交流, and no 分享给同学 (as after a reload)', async () => {
    const { router } = topicScreen(handedIn({ share: { id: 9, sharedAt: SHARED_AT } }));
    const shared = await screen.findByTestId('work-shared');
    expect(shared).toHaveTextContent(`已于 ${formatDate(SHARED_AT, 'YYYY-MM-DD HH:mm')} 分享到“心得交流”`);
    expect(screen.queryByRole('button', { name: '分享给同学' })).toBeNull();
    const link = within(shared).getByRole('link', { name: '查看心得交流' });
    expect(link).toHaveAttribute('href', '/index/my/homework?view=feed');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/index/my/homework'));
    expect(router.state.location.search).toBe('?view=feed');
  });

  it('分享给同学 shares once; the page says so, and still does when the learner comes back to it', async () => {
    const sent: unknown[] = [];
    let sharedOnServer = false;
    const { router, store } = topicScreen(handedIn());
    server.use(
      mockEndpoint('topic', 'workDetail', () => handedIn(sharedOnServer ? { share: { id: 9, sharedAt: SHARED_AT } } : {})),
      mockEndpoint('work', 'sendSns', (body) => {
        sent.push(body);
        sharedOnServer = true;
        return snsItem();
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: '分享给同学' }));
    expect(await screen.findByTestId('work-shared')).toHaveTextContent('分享到“心得交流”');
    expect(screen.queryByRole('button', { name: '分享给同学' })).toBeNull();
    expect(sent).toEqual([{ topicId: 3 }]);
    // the cached write-up knows it too: leaving the page and coming back offers no button
    expect(TopicApi.endpoints.workDetail.select({ topicId: 3 })(store.getState() as never).data?.share).toEqual({
      id: 9,
      sharedAt: SHARED_AT,
    });
    await act(() => router.navigate('/index/my/homework?view=feed'));
    await act(() => router.navigate('/index/special-training/3'));
    expect(await screen.findByTestId('work-shared')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '分享给同学' })).toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('a refused share says why and keeps the button', async () => {
    topicScreen(handedIn());
    server.use(mockEndpoint('work', 'sendSns', () => failure(10002, '心得体会提交后才能分享')));
    fireEvent.click(await screen.findByRole('button', { name: '分享给同学' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('心得体会提交后才能分享');
    expect(screen.getByRole('button', { name: '分享给同学' })).toBeInTheDocument();
    expect(screen.queryByTestId('work-shared')).toBeNull();
  });
});

describe('MaterialsPage', () => {
  it('lists the stage’s materials with read state; 阅读 opens the article and marks it read', async () => {
    let read = false;
    const stage = () => ({
      topicId: 3,
      topicTitle: '2026年秋季入党积极分子培训班',
      stage: {
        id: 11,
        title: '第一阶段 理论学习',
        intro: '端正入党动机',
        startDate: '2026-09-16',
        endDate: '2026-10-15',
        state: 'ended' as const,
        materialCount: 3,
        readCount: read ? 1 : 0,
      },
      list: [material(1, 'article', { read }), material(2, 'file'), material(3, 'video')],
    });
    server.use(
      mockEndpoint('topic', 'stageMaterials', () => stage()),
      mockEndpoint('topic', 'materialDetail', () => {
        read = true;
        return { ...material(1, 'article', { read: true }), body: '第一段<script>x</script>\n\n第二段', fileUrl: '' };
      }),
    );
    renderScreen(<MaterialsPage />, {
      path: '/index/special-training/xxzl/:stageId',
      url: '/index/special-training/xxzl/11',
      user: user(),
    });
    const rows = await screen.findAllByTestId('material-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]).getByRole('link', { name: '观看视频' })).toHaveAttribute('href', '/index/videodetails/8/2');
    fireEvent.click(within(rows[0]).getByRole('button', { name: '阅读' }));
    const body = await screen.findByTestId('article-body');
    expect(body).toHaveTextContent('第一段<script>x</script>');
    expect(body.querySelector('script')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('stage-read')).toHaveTextContent('已学 1/3'));
  });

  it('a PDF material opens in a preview with download beside it; a Word file is downloaded as before', async () => {
    const pdf = material(2, 'file', { fileName: '入党申请书写作指导.pdf', fileType: 'pdf' });
    server.use(
      mockEndpoint('topic', 'stageMaterials', () => ({
        topicId: 3,
        topicTitle: '2026年秋季入党积极分子培训班',
        stage: {
          id: 11,
          title: '第一阶段 理论学习',
          intro: '',
          startDate: '2026-09-16',
          endDate: '2026-10-15',
          state: 'ended' as const,
          materialCount: 2,
          readCount: 0,
        },
        list: [pdf, material(4, 'file')],
      })),
      mockEndpoint('topic', 'materialDetail', () => ({
        ...pdf,
        read: true,
        body: '',
        fileUrl: '/uploads/demo/handouts/application-guide-0123456789.pdf',
      })),
    );
    renderScreen(<MaterialsPage />, {
      path: '/index/special-training/xxzl/:stageId',
      url: '/index/special-training/xxzl/11',
      user: user(),
    });
    const rows = await screen.findAllByTestId('material-row');
    expect(within(rows[1]).getByRole('button', { name: '下载' })).toBeInTheDocument();
    fireEvent.click(within(rows[0]).getByRole('button', { name: '预览' }));
    const preview = await screen.findByTestId('document-preview');
    expect(within(preview).getByTestId('document-frame')).toHaveAttribute('src', '/uploads/demo/handouts/application-guide-0123456789.pdf');
    expect(within(preview).getByTestId('document-download')).toHaveAttribute('download', '入党申请书写作指导.pdf');
    fireEvent.click(within(preview).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('document-preview')).toBeNull());
  });

  it('a stage with no material says so once', async () => {
    server.use(
      mockEndpoint('topic', 'stageMaterials', {
        topicId: 3,
        topicTitle: '2026年秋季入党积极分子培训班',
        stage: {
          id: 17,
          title: '第四阶段 结业考核',
          intro: '',
          startDate: '2026-12-11',
          endDate: '2026-12-25',
          state: 'upcoming',
          materialCount: 0,
          readCount: 0,
        },
        list: [],
      }),
    );
    renderScreen(<MaterialsPage />, {
      path: '/index/special-training/xxzl/:stageId',
      url: '/index/special-training/xxzl/17',
      user: user(),
    });
    expect(await screen.findByText('本阶段暂无学习资料')).toBeInTheDocument();
    expect(screen.queryByText('本阶段无学习资料')).toBeNull();
    expect(screen.queryByTestId('stage-read')).toBeNull();
  });
});

describe('a topic page that cannot be shown', () => {
  const openTopic = (url: string) => renderScreen(<TopicPage />, { path: '/index/special-training/:id', url, user: user() });

  it.each([
    '/index/special-training/abc',
    '/index/special-training/1.5',
    '/index/special-training/0',
    '/index/special-training/99999999999',
  ])(
    "%s names no topic: the server's words for a missing one (专题不存在), without asking it, with the way back and no 重试",
    async (url) => {
      let asked = false;
      server.use(mockEndpoint('topic', 'detail', () => ((asked = true), detail())));
      openTopic(url);
      expect(await screen.findByTestId('list-refusal')).toHaveTextContent('专题不存在');
      expect(screen.getByRole('link', { name: '返回专题列表' })).toHaveAttribute('href', '/index/special-training');
      expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
      expect(asked).toBe(false);
    },
  );

  it('a topic the server refuses (not found, not a member) shows its reason without 重试', async () => {
    server.use(mockEndpoint('topic', 'detail', () => failure(10002, '专题不存在')));
    openTopic('/index/special-training/999');
    expect(await screen.findByTestId('list-refusal')).toHaveTextContent('专题不存在');
    expect(screen.queryByText('加载失败')).toBeNull();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('a network failure keeps 重试, which loads the topic', async () => {
    let down = true;
    topicScreen(work()).unmount();
    server.use(mockEndpoint('topic', 'detail', () => (down ? networkError() : detail())));
    openTopic('/index/special-training/3');
    expect(await screen.findByText('加载失败')).toBeInTheDocument();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByTestId('stage-row')).toHaveLength(2);
  });

  it.each([
    ['the notices', NoticesPage, '/index/special-training/:id/notices', '/index/special-training/x/notices', '专题不存在'],
    ['the notices', NoticesPage, '/index/special-training/:id/notices', '/index/special-training/2.5/notices', '专题不存在'],
    ['a notice', NoticePage, '/index/special-training/:id/notice/:noticeId', '/index/special-training/3/notice/x', '公告不存在'],
    ['a notice', NoticePage, '/index/special-training/:id/notice/:noticeId', '/index/special-training/x/notice/4', '专题不存在'],
    [
      'an expert',
      ExpertPage,
      '/index/special-training/:id/expert-detail/:expertId',
      '/index/special-training/x/expert-detail/5',
      '专题不存在',
    ],
    [
      'an expert',
      ExpertPage,
      '/index/special-training/:id/expert-detail/:expertId',
      '/index/special-training/3/expert-detail/1.5',
      '专家不存在',
    ],
    ['a stage', MaterialsPage, '/index/special-training/xxzl/:stageId', '/index/special-training/xxzl/0', '阶段不存在'],
    ['a stage', MaterialsPage, '/index/special-training/xxzl/:stageId', '/index/special-training/xxzl/abc', '阶段不存在'],
  ])(
    "an id in the address of %s that names nothing reads as the server's not-found words, with the hint and no 重试",
    async (_, Page, path, url, text) => {
      // no handler: a request would fail the test (onUnhandledRequest: 'error')
      renderScreen(<Page />, { path, url, user: user() });
      const refusal = await screen.findByTestId('list-refusal');
      expect(refusal).toHaveTextContent(text);
      expect(refusal).toHaveTextContent('请检查地址是否正确，或从专题列表重新进入');
      expect(screen.queryByText('加载失败')).toBeNull();
      expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    },
  );

  it('a stage the server refuses says why, without 重试', async () => {
    server.use(mockEndpoint('topic', 'stageMaterials', () => failure(10002, '阶段不存在')));
    renderScreen(<MaterialsPage />, {
      path: '/index/special-training/xxzl/:stageId',
      url: '/index/special-training/xxzl/999',
      user: user(),
    });
    expect(await screen.findByTestId('list-refusal')).toHaveTextContent('阶段不存在');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });
});

describe('tasks on the topic page', () => {
  const task = (over: Partial<TaskDetail> = {}): TaskDetail => ({
    id: 21,
    topicId: 3,
    title: '提交入党申请书扫描件',
    description: '上传扫描件',
    needsFile: true,
    fileTypes: ['pdf', 'jpg'],
    maxMb: 1,
    fields: [{ key: 'submittedOn', label: '递交日期', required: true, maxLength: 20, multiline: false, kind: 'date' }],
    deadline: '2026-12-15T15:59:00.000Z',
    closed: false,
    state: 'todo',
    file: null,
    data: {},
    missing: ['尚未上传文件', '请填写“递交日期”'],
    review: null,
    editable: true,
    ...over,
  });

  it('a task opens with what is missing; 保存 keeps a draft; a file the server refuses says why', async () => {
    const saved: unknown[] = [];
    const afterSave = { data: { submittedOn: '2026-03-01' }, missing: ['尚未上传文件'], state: 'incomplete' as const };
    server.use(
      mockEndpoint('task', 'taskDetail', () => task(saved.length ? afterSave : {})),
      mockEndpoint('task', 'uploadTaskData', (body) => {
        saved.push(body);
        return task(afterSave);
      }),
      mockEndpoint('task', 'uploadTaskFile', () => failure(10002, '该任务只接受 PDF、JPG 格式的文件')),
    );
    topicScreen(work(), [], undefined, detail({ tasks: [task()] }));
    const row = await screen.findByTestId('task-row');
    expect(row).toHaveTextContent('上传文件 + 填写表单');
    fireEvent.click(within(row).getByRole('button', { name: '办理' }));
    expect(await screen.findByTestId('task-missing')).toHaveTextContent('还差：尚未上传文件；请填写“递交日期”');
    expect(screen.getByLabelText(/递交日期/)).toHaveAttribute('type', 'date');
    fireEvent.change(screen.getByLabelText(/递交日期/), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存草稿，尚未提交；填写齐全后点“提交”交由党支部审核')).toBeInTheDocument();
    expect(saved).toEqual([{ taskId: 21, data: { submittedOn: '2026-03-01' }, submit: false }]);
    expect(screen.getByTestId('task-state')).toHaveTextContent('未提交');
    await waitFor(() => expect(screen.getByTestId('task-missing')).toHaveTextContent('还差：尚未上传文件'));
    const input = screen.getByTestId('task-file-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], '申请书.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('该任务只接受 PDF、JPG 格式的文件');
  });

  it('提交 hands in only after 确认提交 in the confirmation; 取消 sends nothing; a refusal shows in the confirmation', async () => {
    const sent: unknown[] = [];
    let handedIn = false;
    const file = { url: '/uploads/2026/11/abc.pdf', name: '申请书.pdf', size: 2048, uploadedAt: '2026-11-27T04:00:00.000Z' };
    const draft = { file, data: { submittedOn: '2026-03-01' }, missing: [], state: 'incomplete' as const };
    let refuse = true;
    server.use(
      mockEndpoint('task', 'taskDetail', () => task(handedIn ? { ...draft, state: 'submitted', editable: false } : draft)),
      mockEndpoint('task', 'uploadTaskData', (body) => {
        sent.push(body);
        if (refuse) return failure(10002, '任务已于 2026-12-15 23:59 截止提交');
        handedIn = true;
        return task({ ...draft, state: 'submitted', editable: false });
      }),
    );
    topicScreen(work(), [], undefined, detail({ tasks: [task()] }));
    fireEvent.click(within(await screen.findByTestId('task-row')).getByRole('button', { name: '办理' }));
    expect(await screen.findByLabelText(/递交日期/)).toHaveValue('2026-03-01');
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('确认提交后将交由党支部审核，审核期间不能修改');
    expect(sent).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '确认提交' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('任务已于 2026-12-15 23:59 截止提交');
    refuse = false;
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([
      { taskId: 21, data: { submittedOn: '2026-03-01' }, submit: true },
      { taskId: 21, data: { submittedOn: '2026-03-01' }, submit: true },
    ]);
    await waitFor(() => expect(screen.getByTestId('task-state')).toHaveTextContent('待审核'));
    expect(screen.queryByRole('button', { name: '提交' })).toBeNull();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('a long file name wraps inside the dialog, whole, with its size on the line below if need be', async () => {
    const name = `scan_2026_11_27_application_letter_of_zhang_xiaoming_to_the_branch_committee_final_version_2.pdf`;
    const file = { url: '/uploads/2026/11/abc.pdf', name, size: 2048, uploadedAt: '2026-11-27T04:00:00.000Z' };
    server.use(mockEndpoint('task', 'taskDetail', () => task({ file, state: 'incomplete' })));
    topicScreen(work(), [], undefined, detail({ tasks: [task()] }));
    fireEvent.click(within(await screen.findByTestId('task-row')).getByRole('button', { name: '办理' }));
    const link = await screen.findByTestId('task-file-name');
    expect(link).toHaveTextContent(name);
    // the name may break between any two characters rather than run past the dialog's edge
    const style = getComputedStyle(link);
    expect(style.whiteSpace).not.toBe('nowrap');
    expect(style.wordBreak).toBe('break-word');
    expect(style.minWidth).toMatch(/^0(px)?$/);
    expect(style.maxWidth).toBe('100%');
    expect(getComputedStyle(screen.getByTestId('task-file-current')).flexWrap).toBe('wrap');
  });

  it('the uploaded scan opens in a preview by a freshly signed address, with download beside it', async () => {
    let n = 0;
    const file = (i: number) => ({
      url: `/uploads/2026/11/abc.pdf?expires=${i}&signature=s${i}`,
      name: '入党申请书.pdf',
      size: 2048,
      uploadedAt: '2026-11-27T04:00:00.000Z',
    });
    server.use(mockEndpoint('task', 'taskDetail', () => task({ file: file((n += 1)), state: 'incomplete' })));
    topicScreen(work(), [], undefined, detail({ tasks: [task()] }));
    fireEvent.click(within(await screen.findByTestId('task-row')).getByRole('button', { name: '办理' }));
    await screen.findByTestId('task-file-name');
    const shown = n;
    fireEvent.click(screen.getByTestId('task-file-preview'));
    const preview = await screen.findByTestId('document-preview');
    // the address the dialog was opened with may have expired: the preview asked for a new one
    expect(n).toBe(shown + 1);
    expect(within(preview).getByTestId('document-frame')).toHaveAttribute('src', file(n).url);
    expect(within(preview).getByTestId('document-download')).toHaveAttribute('href', file(n).url);
    expect(within(preview).getByTestId('document-download')).toHaveAttribute('download', '入党申请书.pdf');
    expect(within(preview).getByRole('link', { name: '在新窗口打开' })).toHaveAttribute('target', '_blank');
  });

  it('the task dialog has a visible close (×), not only Esc or a click outside', async () => {
    server.use(mockEndpoint('task', 'taskDetail', () => task()));
    topicScreen(work(), [], undefined, detail({ tasks: [task()] }));
    fireEvent.click(within(await screen.findByTestId('task-row')).getByRole('button', { name: '办理' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByTestId('task-detail')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('task-row')).toBeInTheDocument();
  });
});
