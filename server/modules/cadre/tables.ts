import type { Generated } from 'kysely';

// The cadre area's tables (migration 0006): specials, their stages, and each stage's videos
// (lesson videos of cadre lessons, so progress and credit are the lesson module's).

export interface CadreSpecialTable {
  id: Generated<number>;
  title: string;
  intro: string;
  coverUrl: string;
  /** when it runs, as text (e.g. 2026年9月—12月) */
  period: string;
  sort: number;
  createdAt: string;
}

export interface CadreSpecialStageTable {
  id: Generated<number>;
  specialId: number;
  title: string;
  sort: number;
}

export interface CadreStageVideoTable {
  id: Generated<number>;
  stageId: number;
  videoId: number;
  sort: number;
}

export interface CadreTables {
  cadreSpecial: CadreSpecialTable;
  cadreSpecialStage: CadreSpecialStageTable;
  cadreStageVideo: CadreStageVideoTable;
}
