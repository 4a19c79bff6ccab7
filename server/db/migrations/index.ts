import type { Migration } from 'kysely';
import * as m0001 from './0001_init';
import * as m0002 from './0002_lesson';
import * as m0006 from './0006_cadre';

// The ordered list of migrations. Append only; never edit a released one.
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_lesson': m0002,
  '0006_cadre': m0006,
};
