import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

// One exporter per kind of table a school takes out of the platform (`npm run export`). It reads
// what the server itself computes (the same functions the API answers with), so a figure in the
// file is the one the learner sees on their screen.

export interface ExportContext {
  now: Date;
  /** the command's named options (`--stage x` → { stage: 'x' }) */
  options: Record<string, string | undefined>;
  /** told how far a long export is (every few thousand rows), for the person waiting */
  progress?(done: number, total: number): void;
}

export interface ExportTable {
  header: string[];
  rows: (string | number)[][];
  /** lines for the person running it (what was exported, what was left out) */
  notes: string[];
}

export interface Exporter {
  /** the command's word: `npm run export -- <kind>` */
  kind: string;
  /** the table's Chinese name, also the default file name */
  title: string;
  /** what a row is, for the command's list */
  help: string;
  options: { name: string; help: string }[];
  /** Reads the table; ExportRefused for options that name nothing (with what they could name). */
  run(db: Kysely<Database>, ctx: ExportContext): Promise<ExportTable>;
}

/** An option the export cannot use, with what to write instead. */
export class ExportRefused extends Error {}

/** A score or mark as the pages show it: at most one decimal (8.5, 87). */
export const scoreCell = (n: number): string => String(Math.round(n * 10) / 10);
