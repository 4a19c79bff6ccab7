import type { ReportExam, ReportHomework } from '@contract/userReport';
import { TableSection } from './ReportSection';
import { reportTexts as t } from './texts';

/** 结果 of an exam: 未参加 when never handed in (as the home card and 我的考试 say), not 未通过. */
const resultOf = (e: ReportExam) => (e.passed ? t.passed : e.attempts === 0 ? t.notTaken : t.failed);

/**
 * 考试成绩: the best graded score of each exam of the stage, its pass line, the result and the
 * attempts. An exam not taken has no score (—) and reads 未参加 under 结果.
 */
export function ExamsSection({ exams }: { exams: ReportExam[] }) {
  return (
    <TableSection
      title={t.exams}
      emptyText={t.noExams}
      testId="report-exams"
      heads={[t.examTitle, t.best, t.passLine, t.result, t.attempts]}
      rows={exams.map((e) => ({
        key: e.examId,
        cells: [e.title, e.best === null ? t.none : t.scoreOf(e.best, e.totalScore), String(e.passScore), resultOf(e), String(e.attempts)],
      }))}
    />
  );
}

/** 作业: each write-up the stage asks for, its state, score and the reviewer's comment. */
export function HomeworkSection({ homework }: { homework: ReportHomework[] }) {
  return (
    <TableSection
      title={t.homework}
      emptyText={t.noHomework}
      testId="report-homework"
      heads={[t.workTitle, t.workState, t.workScore, t.workComment]}
      align={['start', 'start', 'end', 'start']}
      rows={homework.map((h) => ({
        key: h.topicId,
        cells: [h.title, h.stateText, h.score === null ? t.none : String(h.score), h.comment || t.none],
      }))}
    />
  );
}
