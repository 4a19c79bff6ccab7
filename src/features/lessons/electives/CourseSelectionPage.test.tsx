import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StageLessonItem } from '@contract/lessonStage';
import { failure, mockEndpoint, networkError } from '@/test/mockEndpoint';
import { server } from '@/test/server';
import { loginResult, renderScreen } from '@/test/renderScreen';
import { electives, stageItem } from '@/test/stageLessons';
import CourseSelectionPage from './CourseSelectionPage';

const offered = (): StageLessonItem[] => [
  stageItem(21, { tagId: 1, tagName: '党的基本理论', title: '共产党宣言导读', required: false, status: 0, credited: 0 }),
  stageItem(22, { tagId: 3, tagName: '党史学习', title: '延安时期的党的建设', required: false, status: 0, credited: 0, selected: true }),
  stageItem(23, { tagId: 3, tagName: '党史学习', title: '改革开放史专题', required: false, status: 1, credited: 40, selected: true }),
  stageItem(24, { tagId: 3, tagName: '党史学习', title: '新中国史中的青年力量', required: false, status: 0, credited: 0 }),
];

/** A server that keeps the picks, refuses a fourth one and a started drop, as the real one does. */
function stateful(cap = 3) {
  const lessons = offered();
  const bodies: Array<{ lessonId: number; selected: boolean }> = [];
  const count = () => lessons.filter((l) => l.selected).length;
  server.use(
    mockEndpoint('lesson', 'stageLesson', () =>
      electives(
        lessons.map((l) => ({ ...l })),
        count(),
        cap,
      ),
    ),
    mockEndpoint('lesson', 'selectVideo', (body) => {
      bodies.push(body);
      const lesson = lessons.find((l) => l.id === body.lessonId)!;
      if (body.selected && !lesson.selected && count() >= cap) return failure(10002, `本阶段最多可选 ${cap} 门选修课，请先退选其他课程`);
      if (!body.selected && lesson.credited > 0) return failure(10002, '已开始学习的课程不能退选');
      lesson.selected = body.selected;
      return { lessonId: lesson.id, selected: lesson.selected, selectedCount: count(), cap };
    }),
  );
  return bodies;
}

const show = (url = '/index/course-selection-center') =>
  renderScreen(<CourseSelectionPage />, {
    path: url.endsWith('center') ? '/index/course-selection-center' : '/index/course-selection-center/:lessonTagId',
    url,
    user: loginResult(),
  });

describe('选课中心', () => {
  it('shows the stage, 已选 n/cap, the electives with their picked state and the tags with counts', async () => {
    stateful();
    show();
    expect(await screen.findByTestId('elective-quota')).toHaveTextContent('已选 2/3');
    expect(screen.getByText('培训阶段：预备党员培训 · 2026年春季学期 第一阶段')).toBeInTheDocument();
    expect(screen.getByText('本阶段最多可选 3 门选修课；已开始学习的课程不能退选。')).toBeInTheDocument();
    expect(screen.getAllByText('已选', { selector: 'span' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: '选课《共产党宣言导读》' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '退选《延安时期的党的建设》' })).toBeEnabled();
    // a pick already studied cannot be dropped
    expect(screen.queryByRole('button', { name: '退选《改革开放史专题》' })).not.toBeInTheDocument();
    expect(screen.getByText('已开始学习，不能退选')).toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: '选修课分类' }));
    expect(nav.getByRole('link', { name: '全部 4 门' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: '党史学习 3 门' })).toHaveAttribute('href', '/index/course-selection-center/3');
    expect(screen.getByRole('link', { name: '共产党宣言导读' })).toHaveAttribute('href', '/index/course-learning/1/21');
  });

  it("shows only the open tag's electives", async () => {
    stateful();
    show('/index/course-selection-center/1');
    expect(await screen.findByRole('link', { name: '共产党宣言导读' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '延安时期的党的建设' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '党的基本理论 1 门' })).toHaveAttribute('aria-current', 'page');
  });

  it('picks up to the cap, then offers no more picks; a drop is confirmed first', async () => {
    const bodies = stateful();
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '选课《共产党宣言导读》' }));
    expect(await screen.findByText('已选《共产党宣言导读》')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('elective-quota')).toHaveTextContent('已选 3/3'));
    expect(screen.getByText('已达到本阶段的选课上限，如需改选，请先退选尚未开始学习的课程。')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '退选《共产党宣言导读》' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: '选课《新中国史中的青年力量》（已达上限）' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '退选《延安时期的党的建设》' }));
    // asked first: 取消 leaves it picked, nothing sent
    await user.click(await screen.findByRole('button', { name: '取消' }));
    await user.click(screen.getByRole('button', { name: '退选《延安时期的党的建设》' }));
    await user.click(await screen.findByRole('button', { name: '确认退选《延安时期的党的建设》' }));
    expect(await screen.findByText('已退选《延安时期的党的建设》')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('elective-quota')).toHaveTextContent('已选 2/3'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '选课《新中国史中的青年力量》' })).toBeEnabled();
    expect(bodies).toEqual([
      { lessonId: 21, selected: true },
      { lessonId: 22, selected: false },
    ]);
  });

  it('a refusal stays on its tab: another tab clears it, and it does not come back with the tab', async () => {
    stateful();
    // picked elsewhere meanwhile: the server is at the cap though this page still shows 2/3
    server.use(mockEndpoint('lesson', 'selectVideo', () => failure(10002, '本阶段最多可选 3 门选修课，请先退选其他课程')));
    show('/index/course-selection-center/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '选课《共产党宣言导读》' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('本阶段最多可选 3 门选修课，请先退选其他课程');
    const nav = within(screen.getByRole('navigation', { name: '选修课分类' }));
    await user.click(nav.getByRole('link', { name: '党史学习 3 门' }));
    expect(await screen.findByRole('link', { name: '延安时期的党的建设' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(nav.getByRole('link', { name: '党的基本理论 1 门' }));
    expect(await screen.findByRole('link', { name: '共产党宣言导读' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without a stage it says only that (not the stage rule): the picks are free', async () => {
    stateful(99);
    server.use(mockEndpoint('lesson', 'stageLesson', { ...electives(offered(), 2, null), stage: null }));
    show();
    expect(await screen.findByText('您尚未加入培训阶段，可自由选修平台的选修课程')).toBeInTheDocument();
    expect(screen.queryByText(/本阶段不限选修门数/)).not.toBeInTheDocument();
    expect(screen.getByText('已开始学习的课程不能退选。')).toBeInTheDocument();
  });

  it('a stage without a cap says so', async () => {
    stateful(99);
    server.use(mockEndpoint('lesson', 'stageLesson', electives(offered(), 2, null)));
    show();
    expect(await screen.findByTestId('elective-quota')).toHaveTextContent('已选 2 门');
    expect(screen.getByText('本阶段不限选修门数；已开始学习的课程不能退选。')).toBeInTheDocument();
  });

  it('says so when the stage offers no electives, or the tag has none', async () => {
    server.use(mockEndpoint('lesson', 'stageLesson', electives([], 0)));
    const first = show();
    expect(await screen.findByText('本阶段暂无可选的选修课')).toBeInTheDocument();
    first.unmount();
    stateful();
    show('/index/course-selection-center/6');
    expect(await screen.findByText('该分类下暂无本阶段的选修课')).toBeInTheDocument();
  });

  it('a learner in no stage is not told of 本阶段', async () => {
    server.use(mockEndpoint('lesson', 'stageLesson', () => ({ ...electives([], 0, null), stage: null })));
    const first = show();
    expect(await screen.findByText('暂无可选的选修课')).toBeInTheDocument();
    first.unmount();
    server.use(mockEndpoint('lesson', 'stageLesson', () => ({ ...electives(offered(), 0, null), stage: null })));
    show('/index/course-selection-center/6');
    expect(await screen.findByText('该分类下暂无可选的选修课')).toBeInTheDocument();
    expect(screen.getByText('已开始学习的课程不能退选。')).toBeInTheDocument();
    expect(screen.queryByText(/本阶段/)).not.toBeInTheDocument();
  });

  it('shows a failed load with 重试', async () => {
    let calls = 0;
    server.use(mockEndpoint('lesson', 'stageLesson', () => (++calls === 1 ? networkError() : electives(offered(), 2))));
    show();
    expect(screen.getByTestId('list-loading')).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByTestId('elective-quota')).toHaveTextContent('已选 2/3');
  });
});
