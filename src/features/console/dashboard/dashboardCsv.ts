import { FIGURE_GROUP_NAMES, type FigurePerson, type Figures } from '@contract/dashboard';
import { buildCsv } from '@/lib/csv';
import { formatDate } from '@/lib/date';
import { dashboardTexts as t } from './texts';

/** The people behind a figure as a CSV file's text (UTF-8 with BOM: lib/csv.ts). */
export const peopleCsv = (rows: readonly FigurePerson[]) =>
  buildCsv(
    t.heads,
    rows.map((r) => [r.account, r.name, r.branchName, r.identityName, r.stageName, r.detail]),
  );

/** The figures themselves, one line each under its group. */
export const figuresCsv = (f: Figures) =>
  buildCsv(
    t.figureHeads,
    f.figures.map((x) => [FIGURE_GROUP_NAMES[x.group], x.label, x.count]),
  );

export const csvName = (what: string, now: Date) => t.fileName(what, formatDate(now, 'YYYY-MM-DD'));
