import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TopicCard } from '@contract/topic';
import type { HomeworkItem, Practice, SnsItem } from '@contract/work';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import HomeworkPage from './HomeworkPage';

const item = (over: Partial<HomeworkItem>): HomeworkItem => ({
  kind: 'experience',
  id: 3,
  topicId: 3,
  topicTitle: '2026年秋季入党积极分子培训班',
  title: '学习党章心得体会',
  state: 'todo',
  deadline: '2026-12-15T15:59:00.000Z',
  overdue: false,
  updatedAt: null,
  submittedAt: null,
  score: null,
  comment: '',
  ...over,
});
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
const sns = (over: Partial<SnsItem> = {}): SnsItem => ({
  id: 9,
  topicId: 3,
  topicTitle: topic.title,
  authorName: '黄诗琪',
  title: '学习党章心得体会',
  excerpt: '作为一名研究生……',
  sharedAt: '2026-11-21T05:00:00.000Z',
  likeCount: 4,
  commentCount: 0,
  liked: false,
  mine: false,
  ...over,
});

const show = (url = '/index/my/homework') => renderScreen(<HomeworkPage />, { path: '/index/my/homework', url, user: loginResult() });

describe('HomeworkPage', () => {
  it('lists homework with states, deadlines and the teacher’s verdict; a write-up links to its topic', async () => {
    server.use(
      mockEndpoint('work', 'tabs', [
        { key: 'all', name: '全部', count: 2 },
        { key: 'todo', name: '待完成', count: 1 },
        { key: 'submitted', name: '已提交', count: 0 },
        { key: 'reviewed', name: '已批阅', count: 1 },
      ]),
      mockEndpoint('work', 'jobList', {
        list: [
          item({}),
          item({
            kind: 'practice',
            id: 5,
            title: '走进社区宣讲',
            state: 'reviewed',
            deadline: null,
            score: 95,
            comment: '宣讲准备充分。',
            submittedAt: '2026-11-17T05:00:00.000Z',
          }),
        ],
        total: 2,
        pageNum: 1,
        pageSize: 10,
      }),
    );
    show();
    const rows = await screen.findAllByTestId('homework-row');
    expect(rows[0]).toHaveTextContent('待完成');
    expect(within(rows[0]).getByRole('link', { name: '去撰写' })).toHaveAttribute('href', '/index/special-training/3#work');
    expect(rows[1]).toHaveTextContent('95 分');
    expect(rows[1]).toHaveTextContent('批阅意见：宣讲准备充分。');
    expect(await screen.findByRole('button', { name: '待完成 1' })).toBeInTheDocument();
  });

  it('an overdue write-up (the server says so) is 已逾期（未提交）, not 待完成, and is only viewed', async () => {
    server.use(
      mockEndpoint('work', 'tabs', [
        { key: 'all', name: '全部', count: 1 },
        { key: 'todo', name: '待完成', count: 0 },
        { key: 'submitted', name: '已提交', count: 0 },
        { key: 'reviewed', name: '已批阅', count: 0 },
      ]),
      mockEndpoint('work', 'jobList', {
        list: [item({ title: '入党积极分子培训心得体会', deadline: '2025-12-17T15:59:00.000Z', overdue: true })],
        total: 1,
        pageNum: 1,
        pageSize: 10,
      }),
    );
    show();
    const [row] = await screen.findAllByTestId('homework-row');
    expect(within(row).getByTestId('homework-state')).toHaveTextContent('已逾期（未提交）');
    expect(row).not.toHaveTextContent('待完成');
    expect(within(row).getByRole('link', { name: '查看' })).toHaveAttribute('href', '/index/special-training/3#work');
    expect(await screen.findByRole('button', { name: '待完成 0' })).toBeInTheDocument();
  });

  it('an empty practice record shows every field’s problem at once and asks nothing; a valid one is confirmed before it is submitted', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('work', 'tabs', []),
      mockEndpoint('work', 'jobList', { list: [], total: 0, pageNum: 1, pageSize: 10 }),
      mockEndpoint('topic', 'newTopicList', [topic]),
      mockEndpoint('work', 'writePractice', (body) => {
        sent.push(body);
        return {
          id: 7,
          topicId: 3,
          topicTitle: topic.title,
          title: '社区宣讲',
          practiceDate: '2026-11-20',
          place: '长桥街道',
          content: '宣讲',
          images: [],
          state: 'submitted',
          savedAt: '2026-11-25T04:00:00.000Z',
          submittedAt: '2026-11-25T04:00:00.000Z',
          review: null,
          editable: false,
        } satisfies Practice;
      }),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: '填写实践记录' }));
    const form = await screen.findByTestId('practice-form');
    await waitFor(() => expect(within(form).getByRole('combobox')).toHaveValue('3'));
    const footer = screen.getByTestId('practice-footer');
    // the buttons live in the dialog's footer, outside the body that scrolls
    expect(form.contains(within(footer).getByRole('button', { name: '提交' }))).toBe(false);
    fireEvent.click(within(footer).getByRole('button', { name: '提交' }));
    expect(await within(form).findByText('请填写实践主题')).toBeInTheDocument();
    expect(within(form).getByText('请填写实践地点')).toBeInTheDocument();
    expect(within(form).getByText('请填写实践内容与收获')).toBeInTheDocument();
    expect(within(footer).getByRole('alert')).toHaveTextContent('请按提示修改');
    expect(screen.queryByText('提交后不能再修改，确定提交吗？')).toBeNull();
    fireEvent.change(within(form).getByLabelText(/实践主题/), { target: { value: '宣' } });
    fireEvent.click(within(footer).getByRole('button', { name: '保存草稿' }));
    expect(await within(form).findByText('实践主题至少 2 个字')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/实践主题/), { target: { value: '社区宣讲' } });
    fireEvent.change(within(form).getByLabelText(/实践日期/), { target: { value: '2026-11-20' } });
    fireEvent.change(within(form).getByLabelText(/实践地点/), { target: { value: '长桥街道' } });
    fireEvent.change(within(form).getByLabelText(/实践内容/), { target: { value: '宣讲' } });
    fireEvent.click(within(footer).getByRole('button', { name: '提交' }));
    expect(await screen.findByText('提交后不能再修改，确定提交吗？')).toBeInTheDocument();
    expect(within(form).queryByText('请填写实践地点')).toBeNull();
    fireEvent.click(within(screen.getByTestId('practice-footer')).getAllByRole('button', { name: '提交' })[0]);
    await waitFor(() =>
      expect(sent).toEqual([
        { topicId: 3, title: '社区宣讲', practiceDate: '2026-11-20', place: '长桥街道', content: '宣讲', images: [], submit: true },
      ]),
    );
  });

  it('the footer’s 请按提示修改… goes once the last marked field is fixed, without pressing a button again', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint('work', 'tabs', []),
      mockEndpoint('work', 'jobList', { list: [], total: 0, pageNum: 1, pageSize: 10 }),
      mockEndpoint('topic', 'newTopicList', [topic]),
      mockEndpoint('work', 'writePractice', (body) => (sent.push(body), failure(10002, '不应发送'))),
    );
    show();
    fireEvent.click(await screen.findByRole('button', { name: '填写实践记录' }));
    const form = await screen.findByTestId('practice-form');
    await waitFor(() => expect(within(form).getByRole('combobox')).toHaveValue('3'));
    const footer = screen.getByTestId('practice-footer');
    fireEvent.click(within(footer).getByRole('button', { name: '提交' }));
    expect(await within(footer).findByRole('alert')).toHaveTextContent('请按提示修改标红的项目后再保存或提交');
    fireEvent.change(within(form).getByLabelText(/实践主题/), { target: { value: '社区宣讲' } });
    fireEvent.change(within(form).getByLabelText(/实践地点/), { target: { value: '长桥街道' } });
    // one field is still marked: the footer still says so
    expect(within(form).getByText('请填写实践内容与收获')).toBeInTheDocument();
    expect(within(footer).getByRole('alert')).toHaveTextContent('请按提示修改标红的项目后再保存或提交');
    fireEvent.change(within(form).getByLabelText(/实践内容/), { target: { value: '宣讲' } });
    expect(within(form).queryByText('请填写实践内容与收获')).toBeNull();
    expect(within(footer).queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
    // the form closes by its visible ×, not only by Esc or a click outside
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByTestId('practice-form')).toBeNull());
  });

  it('a new practice record is saved with what was typed; a refusal is shown as the server words it', async () => {
    const sent: unknown[] = [];
    let refuse = true;
    server.use(
      mockEndpoint('work', 'tabs', []),
      mockEndpoint('work', 'jobList', { list: [], total: 0, pageNum: 1, pageSize: 10 }),
      mockEndpoint('topic', 'newTopicList', [topic]),
      mockEndpoint('work', 'writePractice', (body) => {
        sent.push(body);
        if (refuse) return failure(10002, '实践日期不能晚于今天');
        return {
          id: 7,
          topicId: 3,
          topicTitle: topic.title,
          title: '社区宣讲',
          practiceDate: '2026-11-20',
          place: '长桥街道',
          content: '宣讲',
          images: [],
          state: 'draft',
          savedAt: '2026-11-25T04:00:00.000Z',
          submittedAt: null,
          review: null,
          editable: true,
        } satisfies Practice;
      }),
    );
    show();
    expect(await screen.findByText('暂无作业')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '填写实践记录' }));
    const form = await screen.findByTestId('practice-form');
    await waitFor(() => expect(within(form).getByRole('combobox')).toHaveValue('3'));
    fireEvent.change(within(form).getByLabelText(/实践主题/), { target: { value: '社区宣讲' } });
    fireEvent.change(within(form).getByLabelText(/实践日期/), { target: { value: '2026-11-20' } });
    fireEvent.change(within(form).getByLabelText(/实践地点/), { target: { value: '长桥街道' } });
    fireEvent.change(within(form).getByLabelText(/实践内容/), { target: { value: '宣讲' } });
    const footer = screen.getByTestId('practice-footer');
    fireEvent.click(within(footer).getByRole('button', { name: '保存草稿' }));
    expect(await within(footer).findByRole('alert')).toHaveTextContent('实践日期不能晚于今天');
    refuse = false;
    fireEvent.click(within(footer).getByRole('button', { name: '保存草稿' }));
    await waitFor(() => expect(screen.queryByTestId('practice-form')).toBeNull());
    expect(sent[1]).toEqual({
      topicId: 3,
      title: '社区宣讲',
      practiceDate: '2026-11-20',
      place: '长桥街道',
      content: '宣讲',
      images: [],
      submit: false,
    });
  });

  it('心得交流: a like is sent with the wanted state; a comment refused for its rate says why', async () => {
    let liked = false;
    const zans: unknown[] = [];
    server.use(
      mockEndpoint('work', 'snsList', () => ({ list: [sns({ liked, likeCount: liked ? 5 : 4 })], total: 1, pageNum: 1, pageSize: 10 })),
      mockEndpoint('work', 'snsZan', (body) => {
        zans.push(body);
        liked = true;
        return { liked: true, count: 5 };
      }),
      mockEndpoint('work', 'brailleDetail', () => ({ ...sns({ liked }), content: '<b>全文</b>' })),
      mockEndpoint('work', 'comments', { list: [], total: 0, pageNum: 1, pageSize: 10 }),
      mockEndpoint('work', 'sendComment', () => failure(10002, '评论太频繁，请 8 秒后再发表')),
    );
    show('/index/my/homework?view=feed');
    const card = await screen.findByTestId('sns-item');
    fireEvent.click(within(card).getByRole('button', { name: '点赞 4' }));
    await waitFor(() => expect(within(screen.getByTestId('sns-item')).getByRole('button', { name: '已点赞 5' })).toBeInTheDocument());
    expect(zans).toEqual([{ snsId: 9, like: true }]);
    fireEvent.click(within(screen.getByTestId('sns-item')).getByRole('button', { name: '阅读全文' }));
    expect(await screen.findByTestId('sns-content')).toHaveTextContent('<b>全文</b>');
    fireEvent.change(screen.getByRole('textbox', { name: '发表评论' }), { target: { value: '写得好' } });
    fireEvent.click(screen.getByRole('button', { name: '发表评论' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('评论太频繁，请 8 秒后再发表');
    // the dialog closes by its visible ×, not only by Esc or a click outside
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
