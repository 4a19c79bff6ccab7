import { screen, within } from '@testing-library/react';
import type { TopicCard } from '@contract/topic';
import type { UserInfo } from '@contract/user';
import { mockEndpoint } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import LearningWayPage from './LearningWayPage';

const topic = (id: number, phaseId: number, over: Partial<TopicCard> = {}): TopicCard => ({
  id,
  title: `专题${id}`,
  year: 2026,
  phaseId,
  phaseName: '',
  organizer: '校党校',
  coverUrl: '',
  startDate: '2026-09-16',
  endDate: '2026-12-25',
  state: 'ongoing',
  currentStage: null,
  stageCount: 3,
  progress: 40,
  completed: false,
  ...over,
});

function show(phaseId: number | null, stageId: number | null, over: Partial<UserInfo> = {}) {
  const user = loginResult({ phaseId, stageId, ...over });
  server.use(
    mockEndpoint('user', 'userInfo', user.userInfo),
    mockEndpoint('user', 'phaselist', [
      { id: 1, name: '入党积极分子培训' },
      { id: 2, name: '发展对象培训' },
      { id: 3, name: '预备党员培训' },
    ]),
    mockEndpoint('user', 'stageList', [
      { id: 11, phaseId: 1, name: '2026年春季学期 第一阶段', startDate: '2026-03-02', endDate: '2026-04-24' },
      { id: 21, phaseId: 2, name: '2026年秋季学期 第一阶段', startDate: '2026-09-14', endDate: '2026-12-18' },
      // a term long over and one far ahead, whatever day the test runs
      { id: 31, phaseId: 3, name: '2000年春季学期 第一阶段', startDate: '2000-03-01', endDate: '2000-06-30' },
      { id: 32, phaseId: 3, name: '2099年秋季学期 第一阶段', startDate: '2099-09-01', endDate: '2099-12-31' },
    ]),
    mockEndpoint('topic', 'list', {
      list: [topic(7, 1, { completed: true, progress: 100, state: 'ended' }), topic(8, 2)],
      total: 2,
      pageNum: 1,
      pageSize: 100,
    }),
  );
  return renderScreen(<LearningWayPage />, { path: '/index/learning-the-way', user });
}

describe('LearningWayPage', () => {
  it('marks the phases done, current and still ahead, the learner’s stage, each phase’s topics, and the next step', async () => {
    show(2, 21);
    const phases = await screen.findAllByTestId('way-phase');
    expect(phases.map((p) => p.getAttribute('data-state'))).toEqual(['done', 'current', 'next']);
    expect(within(phases[0]).getByTestId('way-topic')).toHaveTextContent('已结业');
    expect(phases[1]).toHaveTextContent('2026年秋季学期 第一阶段（你在这里）');
    expect(within(phases[1]).getByRole('link', { name: '专题8' })).toHaveAttribute('href', '/index/special-training/8');
    expect(phases[2]).toHaveTextContent('这一阶段还没有参加专题培训');
    // the next step is said in the block of the learner's phase, not above the timeline
    expect(within(phases[1]).getByTestId('way-next')).toHaveTextContent('下一步：预备党员培训');
    expect(screen.getAllByTestId('way-next')).toHaveLength(1);
  });

  it('a phase not yet started lists only the terms still to come, not past ones', async () => {
    show(2, 21);
    const phases = await screen.findAllByTestId('way-phase');
    expect(phases[2]).toHaveTextContent('2099年秋季学期 第一阶段');
    expect(phases[2]).not.toHaveTextContent('2000年春季学期');
  });

  it('a 正式党员 has done every phase: no current one, the last term they attended marked 已参加, not 你在这里', async () => {
    show(3, 31, { partyStatus: 'member', identityName: '正式党员' });
    const phases = await screen.findAllByTestId('way-phase');
    expect(phases.map((p) => p.getAttribute('data-state'))).toEqual(['done', 'done', 'done']);
    expect(phases[2]).toHaveTextContent('2000年春季学期 第一阶段（已参加）');
    expect(screen.queryByText(/你在这里/)).not.toBeInTheDocument();
    expect(within(phases[2]).getByTestId('way-next')).toHaveTextContent('你已完成党员发展培训的全部阶段');
    expect(screen.getAllByTestId('way-next')).toHaveLength(1);
  });

  it('in the last phase: the sentence saying so stands in that phase’s block and names it', async () => {
    show(3, null);
    const phases = await screen.findAllByTestId('way-phase');
    expect(phases.map((p) => p.getAttribute('data-state'))).toEqual(['done', 'done', 'current']);
    expect(within(phases[2]).getByTestId('way-next')).toHaveTextContent('预备党员培训是党员发展培训的最后一个阶段');
    expect(screen.getAllByTestId('way-next')).toHaveLength(1);
  });

  it('a learner in no phase is told how they get onto the road', async () => {
    show(null, null);
    expect(await screen.findByText(/你目前不在党员发展培训的任何阶段/)).toBeInTheDocument();
    expect((await screen.findAllByTestId('way-phase')).every((p) => p.getAttribute('data-state') === 'next')).toBe(true);
  });
});
