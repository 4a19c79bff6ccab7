// Live lectures. Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';

export interface LiveActTable {
  id: Generated<number>;
  title: string;
  speaker: Generated<string>;
  speakerTitle: Generated<string>;
  intro: Generated<string>;
  organizer: Generated<string>;
  startTime: string;
  endTime: string;
  liveUrl: Generated<string>;
  /** 'learner', 'cadre' or 'all' */
  audience: Generated<'learner' | 'cadre' | 'all'>;
  replayVideoId: number | null;
}

export interface LiveTables {
  liveAct: LiveActTable;
}
