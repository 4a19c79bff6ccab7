import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TopicCard } from '@contract/topic';
import type { HomeworkItem, Practice } from '@contract/work';
import { storageKey } from '@/lib/storage';
import { DRAFT_MIRROR_KEY } from '@/components/draft/draftMirror';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { LocationProbe, loginResult, renderScreen } from '@/test/renderScreen';
import HomeworkPage from './HomeworkPage';

// The practice record is sent in one go (保存草稿 / 提交); what the learner types is kept on this
// computer (the draft mirror) until the server has it, so an expired login or a closed dialog
// loses nothing, and another account on the same computer never sees it.

const SUN = 63;
const LI = 64;
const topic: TopicCard = {
  id: 3,
  title: '2026年秋季入党积极分子培训班',
  year: 2026,
  phaseId: null,
  phaseName: '',
  organizer: '校党校',
  coverUrl: '',
  startDate: '2026-09-16',
  endDate: '2026-12-25',
  state: 'ongoing',
  currentStage: null,
  stageCount: 4,
  progress: 0,
  completed: false,
};
const practice = (over: Partial<Practice> = {}): Practice => ({
  id: 7,
  topicId: 3,
  topicTitle: topic.title,
  title: '社区宣讲',
  practiceDate: '2026-11-20',
  place: '长桥街道',
  content: '服务器上的草稿',
  images: [],
  state: 'draft',
  savedAt: '2026-11-25T04:00:00.000Z',
  submittedAt: null,
  review: null,
  editable: true,
  ...over,
});
const row: HomeworkItem = {
  kind: 'practice',
  id: 7,
  topicId: 3,
  topicTitle: topic.title,
  title: '社区宣讲',
  state: 'draft',
  deadline: null,
  overdue: false,
  updatedAt: '2026-11-25T04:00:00.000Z',
  submittedAt: null,
  score: null,
  comment: '',
};
const show = (userId: number) =>
  renderScreen(
    <>
      <HomeworkPage />
      <LocationProbe />
    </>,
    { path: '/index/my/homework', user: loginResult({ id: userId }) },
  );
const mirror = () => JSON.parse(window.localStorage.getItem(storageKey(DRAFT_MIRROR_KEY)) ?? '{}') as Record<string, unknown>;
const CONTENT = `走进长桥街道社区，向居民宣讲党的二十届四中全会精神。${'结合身边变化讲清楚政策，听取居民意见并做好记录。'.repeat(5)}`;

function lists(items: HomeworkItem[] = []) {
  server.use(
    mockEndpoint('work', 'tabs', []),
    mockEndpoint('work', 'jobList', { list: items, total: items.length, pageNum: 1, pageSize: 10 }),
    mockEndpoint('topic', 'newTopicList', [topic]),
  );
}
async function openNew() {
  fireEvent.click(await screen.findByRole('button', { name: '填写实践记录' }));
  const form = await screen.findByTestId('practice-form');
  await waitFor(() => expect(within(form).getByRole('combobox')).toHaveValue('3'));
  return form;
}

describe('PracticeDialog: nothing typed is lost', () => {
  it('保存草稿 after the login expired: after logging in again the form has what was typed, for that account only, until the server has it', async () => {
    let expired = true;
    const sent: unknown[] = [];
    lists();
    server.use(
      mockEndpoint('work', 'writePractice', (body) => {
        sent.push(body);
        return expired ? failure(10003, 'token过期，请重新登录') : practice({ content: body.content as string });
      }),
    );
    const first = show(SUN);
    let form = await openNew();
    fireEvent.change(within(form).getByLabelText(/实践主题/), { target: { value: '社区宣讲' } });
    fireEvent.change(within(form).getByLabelText(/实践日期/), { target: { value: '2026-11-20' } });
    fireEvent.change(within(form).getByLabelText(/实践地点/), { target: { value: '长桥街道' } });
    fireEvent.change(within(form).getByLabelText(/实践内容/), { target: { value: CONTENT } });
    fireEvent.click(within(screen.getByTestId('practice-footer')).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(Object.keys(mirror())).toEqual([`${SUN}:practice:new`]);
    first.unmount();

    // another learner at the same computer: an empty form
    const other = show(LI);
    form = await openNew();
    expect(within(form).getByLabelText(/实践内容/)).toHaveValue('');
    expect(screen.queryByText('已恢复上次在本机未保存到服务器的内容')).toBeNull();
    other.unmount();

    expired = false;
    show(SUN);
    form = await openNew();
    expect(within(form).getByText('已恢复上次在本机未保存到服务器的内容')).toBeInTheDocument();
    expect(within(form).getByLabelText(/实践主题/)).toHaveValue('社区宣讲');
    expect(within(form).getByLabelText(/实践日期/)).toHaveValue('2026-11-20');
    expect(within(form).getByLabelText(/实践地点/)).toHaveValue('长桥街道');
    expect(within(form).getByLabelText(/实践内容/)).toHaveValue(CONTENT);
    fireEvent.click(within(screen.getByTestId('practice-footer')).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(screen.queryByTestId('practice-form')).toBeNull());
    expect(sent[1]).toEqual({
      topicId: 3,
      title: '社区宣讲',
      practiceDate: '2026-11-20',
      place: '长桥街道',
      content: CONTENT,
      images: [],
      submit: false,
    });
    expect(mirror()).toEqual({});
  });

  it('closing a draft keeps the changes for the next opening; a draft saved since elsewhere is shown as the server has it', async () => {
    let server_ = practice();
    lists([row]);
    server.use(mockEndpoint('work', 'practiceDetail', () => server_));
    const page = show(SUN);
    fireEvent.click(await screen.findByRole('button', { name: '继续填写' }));
    let form = await screen.findByTestId('practice-form');
    expect(within(form).getByLabelText(/实践内容/)).toHaveValue('服务器上的草稿');
    fireEvent.change(within(form).getByLabelText(/实践内容/), { target: { value: '服务器上的草稿，又写了一段' } });
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: '关闭' })[0]);
    await waitFor(() => expect(screen.queryByTestId('practice-form')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '继续填写' }));
    form = await screen.findByTestId('practice-form');
    expect(within(form).getByLabelText(/实践内容/)).toHaveValue('服务器上的草稿，又写了一段');
    expect(within(form).getByText('已恢复上次在本机未保存到服务器的内容')).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: '关闭' })[0]);
    await waitFor(() => expect(screen.queryByTestId('practice-form')).toBeNull());

    // saved on another computer meanwhile: that copy is newer than the one typed on here
    page.unmount();
    server_ = practice({ content: '在手机上改过的草稿', savedAt: '2026-11-26T04:00:00.000Z' });
    show(SUN);
    fireEvent.click(await screen.findByRole('button', { name: '继续填写' }));
    await waitFor(() => expect(within(screen.getByTestId('practice-form')).getByLabelText(/实践内容/)).toHaveValue('在手机上改过的草稿'));
    expect(screen.queryByText('已恢复上次在本机未保存到服务器的内容')).toBeNull();
    expect(mirror()).toEqual({});
  });

  it('a record the reviewer sent back is 已退回 with the reason in the list and above its form, and is handed in again', async () => {
    const sent: unknown[] = [];
    const review = {
      reviewer: '计算机学院本科生第一党支部',
      comment: '请补充宣讲的对象和人数。',
      score: null,
      reviewedAt: '2026-11-27T02:00:00.000Z',
    };
    lists([{ ...row, state: 'returned', submittedAt: '2026-11-26T04:00:00.000Z', comment: review.comment }]);
    server.use(
      mockEndpoint('work', 'practiceDetail', () => practice({ state: 'returned', submittedAt: '2026-11-26T04:00:00.000Z', review })),
      mockEndpoint('work', 'writePractice', (body) => {
        sent.push(body);
        return practice({ state: 'submitted', content: body.content as string, editable: false });
      }),
    );
    show(SUN);
    const listed = await screen.findByTestId('homework-row');
    expect(within(listed).getByTestId('homework-state')).toHaveTextContent('已退回');
    expect(listed).toHaveTextContent('退回原因：请补充宣讲的对象和人数。');
    fireEvent.click(within(listed).getByRole('button', { name: '继续填写' }));
    const form = await screen.findByTestId('practice-form');
    const notice = within(form).getByTestId('practice-returned');
    expect(notice).toHaveTextContent('计算机学院本科生第一党支部于');
    expect(notice).toHaveTextContent('退回原因：请补充宣讲的对象和人数。');
    fireEvent.change(within(form).getByLabelText(/实践内容/), { target: { value: CONTENT } });
    fireEvent.click(within(screen.getByTestId('practice-footer')).getByRole('button', { name: '提交' }));
    fireEvent.click(await within(screen.getByTestId('practice-footer')).findByRole('button', { name: '提交' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ practiceId: 7, content: CONTENT, submit: true });
  });
});
