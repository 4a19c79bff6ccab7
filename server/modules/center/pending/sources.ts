import type { PendingKind, PendingTask } from '../../../../contract/centerWorkbench';
import type { Db } from '../../../db/transaction';
import type { Viewer } from '../../exam/cards';
import { pendingExams } from '../../exam/status';
import { beijingDate } from '../../../lib/beijingDate';
import { memberOf } from '../../orgAct/membership';
import { votePage } from '../../orgAct/votes';
import { sessionPage, studyMemberOf } from '../../centerGroup/sessions';
import { OPEN_STATES, stepList } from '../../develop/steps';
import { memberTopics } from '../../topic/access';
import { topicTasks } from '../../task/tasks';
import { experienceItems, practiceItems } from '../../work/homework';
import { openTodoMessages } from './todoMessages';

// Where each kind of pending thing lives. Each source answers the learner's open items of its
// kind: things that can still be done now (a closed exam, a missed deadline are not pending).

export type PendingSource = (db: Db, viewer: Viewer, now: Date) => Promise<PendingTask[]>;

const topicPath = (topicId: number) => `/index/special-training/${topicId}`;

/** To-do messages whose condition is not met (todoMessages.ts); reading one closes nothing. */
const messages: PendingSource = (db, viewer, now) => openTodoMessages(db, viewer, now);

/** Exams offered to the learner, open now, not passed, that they may still start or continue (the exam module's rule: 待参加). */
const exams: PendingSource = async (db, viewer, now) => {
  return (await pendingExams(db, viewer, now.toISOString())).map((e) => ({
    kind: 'exam',
    key: `exam:${e.examId}`,
    title: e.title,
    source: '考试中心',
    dueAt: e.endTime,
    overdue: false,
    path: '/index/exam-center',
    actionText: e.openRecordId !== null ? '继续考试' : '去考试',
  }));
};

/** Write-ups and practice records not yet handed in (or sent back to be corrected), whose deadline has not passed. */
const homework: PendingSource = async (db, viewer, now) => {
  const items = [...(await experienceItems(db, viewer.id, now.toISOString())), ...(await practiceItems(db, viewer.id, now.toISOString()))];
  return items
    .filter((h) => (h.state === 'todo' || h.state === 'draft' || h.state === 'returned') && !h.overdue)
    .map((h) => ({
      kind: 'homework',
      key: `${h.kind}:${h.id}`,
      title: h.title,
      source: h.topicTitle,
      dueAt: h.deadline,
      overdue: false,
      path: h.kind === 'experience' ? topicPath(h.topicId) : '/index/my/homework',
      actionText: h.state === 'returned' ? '修改后提交' : h.state === 'draft' ? '继续撰写' : '去撰写',
    }));
};

/** Topic tasks of running topics still to do, or sent back, before their deadline. */
const tasks: PendingSource = async (db, viewer, now) => {
  const today = beijingDate(now);
  const topics = await memberTopics(db, viewer.id).execute();
  const out: PendingTask[] = [];
  for (const t of topics.filter((x) => x.endDate >= today)) {
    for (const k of await topicTasks(db, viewer.id, t.id, now.toISOString())) {
      if (k.closed || !(k.state === 'todo' || k.state === 'incomplete' || k.state === 'rejected')) continue;
      out.push({
        kind: 'task',
        key: `task:${k.id}`,
        title: k.title,
        source: t.title,
        dueAt: k.deadline,
        overdue: false,
        path: topicPath(t.id),
        actionText: k.state === 'rejected' ? '重新提交' : '去完成',
      });
    }
  }
  return out;
};

/** Votes of the learner's branch open now, that they may cast and have not. */
const votes: PendingSource = async (db, viewer, now) => {
  const page = await votePage(db, await memberOf(db, viewer.id), { pageNum: 1, pageSize: 100 }, now.toISOString());
  return page.list
    .filter((v) => v.state === 'open' && v.eligible && !v.voted)
    .map((v) => ({
      kind: 'vote',
      key: `vote:${v.id}`,
      title: v.title,
      source: v.orgName,
      dueAt: v.endTime,
      overdue: false,
      path: '/personal-space/workbenches/activity?tab=votes',
      actionText: '去投票',
    }));
};

/**
 * The 入党 road's documents open now (not waiting for a time rule), of a learner who has a road;
 * nobody gets one made by looking at the workbench.
 */
const develop: PendingSource = async (db, viewer, now) => {
  const app = await db.selectFrom('developApplication').select('id').where('userId', '=', viewer.id).executeTakeFirst();
  if (!app) return [];
  const today = beijingDate(now);
  const steps = await stepList(db, viewer.id, app.id, today);
  return steps
    .filter((s) => OPEN_STATES.includes(s.state) && (s.availableFrom === null || s.availableFrom <= today))
    .map((s) => ({
      kind: 'develop',
      key: `develop:${s.id}`,
      title: s.title,
      source: '入党申请',
      overdue: s.dueDate !== null && s.dueDate < today,
      dueAt: s.dueDate === null ? null : new Date(`${s.dueDate}T23:59:59+08:00`).toISOString(),
      path: `/personal-space/workbenches/rudang-apply?step=${s.id}`,
      actionText: s.state === 'todo' ? '去撰写' : s.state === 'returned' ? '修改后提交' : '继续编辑',
    }));
};

/** 理论学习中心组 sessions a cadre attended (or was excused from) whose 学习体会 is not handed in yet. */
const studyGroup: PendingSource = async (db, viewer, now) => {
  const member = await studyMemberOf(db, viewer);
  if (member.groupIds.length === 0) return [];
  const page = await sessionPage(db, member, { pageNum: 1, pageSize: 100 }, now.toISOString());
  return page.list
    .filter((s) => s.state !== 'upcoming' && (s.checkedIn || s.leaveState === 'approved') && s.experienceState !== 'submitted')
    .map((s) => ({
      kind: 'studyGroup',
      key: `studyGroup:${s.id}`,
      title: `${s.theme}：学习体会`,
      source: s.groupName,
      dueAt: null,
      overdue: false,
      path: '/personal-space/workbenches/activity?tab=centerGroup',
      actionText: s.experienceState === 'draft' ? '继续撰写' : '撰写体会',
    }));
};

/** Every kind with its name and source, in the order the workbench shows them. */
export const pendingSources: Record<PendingKind, { name: string; load: PendingSource }> = {
  message: { name: '待办消息', load: messages },
  exam: { name: '考试', load: exams },
  homework: { name: '作业', load: homework },
  task: { name: '学习任务', load: tasks },
  vote: { name: '投票', load: votes },
  develop: { name: '入党文书', load: develop },
  studyGroup: { name: '中心组学习', load: studyGroup },
};
