import type { VoteConsoleDetail } from '@contract/vote';
import { buildCsv } from '@/lib/csv';
import { beijingDay, formatBeijing } from '../beijingTime';
import { voteTexts as t } from './texts';

// A vote's results and turnout as Excel opens them (UTF-8 with BOM, lib/csv.ts).

/** One line per option: its count, its share of the ballots, and the voters when the server gave them. */
export function resultsCsv(v: VoteConsoleDetail): string {
  const options = v.results?.options ?? [];
  return buildCsv(t.csvResults, [
    ...options.map((o) => [o.name, o.count, t.share(o.count, v.ballotCount), o.voters === null ? '' : o.voters.join('、')]),
    [t.csvSummary(v.ballotCount, v.eligibleCount)],
  ]);
}

/** One line per person who may vote: whether and when they voted, never what they chose. */
export function turnoutCsv(v: VoteConsoleDetail): string {
  return buildCsv(
    t.csvTurnout,
    v.turnout.map((r) => [r.name, r.account, r.identity, r.voted ? t.voted : t.notVoted, formatBeijing(r.votedAt, { seconds: true })]),
  );
}

/** 2026-12-03-推选优秀共产党员-投票结果.csv, without characters a file system refuses. */
export function csvName(v: Pick<VoteConsoleDetail, 'startAt' | 'title'>, kind: 'results' | 'turnout'): string {
  const safe = v.title.replace(/[\\/:*?"<>|\r\n\t]/g, '_').slice(0, 50);
  const day = beijingDay(new Date(v.startAt));
  return kind === 'results' ? t.resultsFile(day, safe) : t.turnoutFile(day, safe);
}
