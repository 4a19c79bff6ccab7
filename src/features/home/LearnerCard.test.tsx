import { screen, within } from '@testing-library/react';
import type { GraduationStatus } from '@contract/userGraduation';
import { failure, mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { continueVideo, courseCenter } from '@/test/stageLessons';
import { EntryTiles } from './EntryTiles';
import { LearnerCard } from './LearnerCard';

const me = {
  id: 1,
  name: '陈静',
  avatarUrl: '',
  orgName: '马克思主义学院研究生党支部',
  identityName: '正式党员',
  partyStatus: 'member',
  partyStatusText: '中共党员',
  joinPartyDate: '2025-06-20',
  phaseName: '预备党员培训',
  stageName: '2026年春季学期 第一阶段',
};
const graduation: GraduationStatus = {
  stage: { id: 3, name: '2026年秋季学期 第一阶段', phaseId: 1, phaseName: '入党积极分子培训' },
  requirements: [
    { key: 'lessons', label: '学完本期必修课程', done: 6, required: 6, unit: '门', met: true, missing: '' },
    { key: 'topic', label: '完成专题培训《2026年秋季入党积极分子培训班》', done: 2, required: 2, unit: '项', met: true, missing: '' },
    {
      key: 'exam',
      label: '通过《2026年秋季入党积极分子培训班》结业考试',
      done: 0,
      required: 1,
      unit: '次',
      met: false,
      missing: '结业考试尚未通过',
    },
  ],
  canGraduate: false,
  verdict: '尚未达到结业要求',
  note: '还有 1 项要求未完成：结业考试尚未通过。',
};
const show = () => renderScreen(<LearnerCard />, { path: '/index/home', user: loginResult() });
// The card's exam summary has its own tests (components/exam/ExamStatusSummary.test.tsx).
beforeEach(() =>
  server.use(
    mockEndpoint('user', 'examStatus', { passed: 1, pending: 2, failed: 0 }),
    mockEndpoint('user', 'graduation', graduation),
    mockEndpoint('work', 'indexWorkStatus', {
      todo: 1,
      drafts: 1,
      submitted: 0,
      reviewed: 3,
      next: {
        topicId: 3,
        topicTitle: '2026年秋季入党积极分子培训班',
        title: '学习党章心得体会',
        deadline: new Date(2026, 11, 15, 23, 59).toISOString(),
      },
    }),
  ),
);

describe("the learner card's 继续学习", () => {
  it('shows the last video played with its position, linking to the player', async () => {
    server.use(mockEndpoint('partyIndex', 'userInfo', me), mockEndpoint('lesson', 'center', courseCenter()));
    show();
    const resume = within(await screen.findByRole('region', { name: '继续学习' }));
    expect(await resume.findByText('毛泽东思想的形成与发展')).toBeInTheDocument();
    expect(resume.getByText('第二讲 新民主主义革命理论')).toBeInTheDocument();
    expect(resume.getByText('上次学到 00:01:23 / 00:02:00')).toBeInTheDocument();
    expect(resume.getByRole('link', { name: '继续学习' })).toHaveAttribute('href', '/index/videodetails/42/7');
  });

  it('starts a chapter never played from the beginning, naming the video just finished', async () => {
    const next = continueVideo({
      videoId: 43,
      videoTitle: '第三讲 社会主义改造理论',
      position: 0,
      duration: 60,
      finishedTitle: '第二讲 新民主主义革命理论',
    });
    server.use(mockEndpoint('partyIndex', 'userInfo', me), mockEndpoint('lesson', 'center', courseCenter({ continue: next })));
    show();
    const resume = within(await screen.findByRole('region', { name: '继续学习' }));
    expect(await resume.findByText('已学完 第二讲 新民主主义革命理论，接着学 第三讲 社会主义改造理论')).toBeInTheDocument();
    expect(resume.getByText('从头开始 · 时长 00:01:00')).toBeInTheDocument();
    expect(resume.queryByText(/上次学到/)).not.toBeInTheDocument();
    expect(resume.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '/index/videodetails/43/7');
  });

  it('offers 再看一遍 for a finished video, and 开始学习 when nothing was played', async () => {
    server.use(
      mockEndpoint('partyIndex', 'userInfo', me),
      mockEndpoint('lesson', 'center', courseCenter({ continue: continueVideo({ completed: true, position: 120 }) })),
    );
    const first = show();
    expect(await screen.findByRole('link', { name: '再看一遍' })).toHaveAttribute('href', '/index/videodetails/42/7');
    first.unmount();
    server.use(mockEndpoint('lesson', 'center', courseCenter({ continue: null })));
    show();
    expect(await screen.findByText('还没有学习记录，从必修课开始吧')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '/index/course-learning');
  });

  it('shows why it cannot say, while the rest of the card stays', async () => {
    server.use(
      mockEndpoint('partyIndex', 'userInfo', me),
      mockEndpoint('lesson', 'center', () => failure(10002, '学习数据暂不可用')),
    );
    show();
    expect(await screen.findByText('学习数据暂不可用')).toBeInTheDocument();
    expect(screen.getByText('陈静')).toBeInTheDocument();
  });
});

describe('home entry tiles', () => {
  it('lead to 课程学习 and 选课中心', async () => {
    renderScreen(<EntryTiles />, { path: '/index/home', user: loginResult() });
    const tiles = within(screen.getByRole('navigation', { name: '学习入口' }));
    expect(tiles.getByRole('link', { name: /课程学习/ })).toHaveAttribute('href', '/index/course-learning');
    expect(tiles.getByRole('link', { name: /选课中心/ })).toHaveAttribute('href', '/index/course-selection-center');
  });
});

describe("the learner card's 我的作业", () => {
  it('counts the homework still to do and names the nearest deadline', async () => {
    server.use(mockEndpoint('partyIndex', 'userInfo', me), mockEndpoint('lesson', 'center', courseCenter()));
    show();
    const work = within(await screen.findByRole('region', { name: '我的作业' }));
    expect(await work.findByText('最近截止：学习党章心得体会（12-15 23:59）')).toBeInTheDocument();
    expect(work.getByText('待完成').previousSibling).toHaveTextContent('2');
    expect(work.getByRole('link', { name: '查看' })).toHaveAttribute('href', '/index/my/homework');
  });
});

describe("the learner card's 结业情况", () => {
  it('gives the verdict and how many requirements are met, linking to the profile page', async () => {
    server.use(mockEndpoint('partyIndex', 'userInfo', me), mockEndpoint('lesson', 'center', courseCenter()));
    show();
    const line = within(await screen.findByRole('region', { name: '结业情况' }));
    expect(await line.findByText('尚未达到结业要求')).toHaveAttribute('data-tone', 'pending');
    expect(line.getByText('2/3 项已完成')).toBeInTheDocument();
    expect(line.getByRole('link', { name: '查看结业情况' })).toHaveAttribute('href', '/index/my/profile');
  });

  it("可以结业 in green; no stage shows the server's words without a count", async () => {
    server.use(
      mockEndpoint('partyIndex', 'userInfo', me),
      mockEndpoint('lesson', 'center', courseCenter()),
      mockEndpoint('user', 'graduation', {
        ...graduation,
        requirements: graduation.requirements.map((r) => ({ ...r, met: true, missing: '' })),
        canGraduate: true,
        verdict: '可以结业',
      }),
    );
    const first = show();
    expect(await screen.findByText('可以结业')).toHaveAttribute('data-tone', 'passed');
    expect(screen.getByText('3/3 项已完成')).toBeInTheDocument();
    first.unmount();
    server.use(
      mockEndpoint('user', 'graduation', {
        stage: null,
        requirements: [],
        canGraduate: false,
        verdict: '暂未分配培训期次',
        note: '您目前没有分配培训期次。',
      }),
    );
    show();
    expect(await screen.findByText('暂未分配培训期次')).toHaveAttribute('data-tone', 'none');
    expect(screen.queryByText(/项已完成/)).toBeNull();
  });

  it('says so when it cannot be read, while the card stays', async () => {
    server.use(
      mockEndpoint('partyIndex', 'userInfo', me),
      mockEndpoint('lesson', 'center', courseCenter()),
      mockEndpoint('user', 'graduation', () => failure(10002, '结业数据暂不可用')),
    );
    show();
    expect(await screen.findByText('结业情况暂时无法读取：结业数据暂不可用')).toBeInTheDocument();
    expect(screen.getByText('陈静')).toBeInTheDocument();
  });
});
