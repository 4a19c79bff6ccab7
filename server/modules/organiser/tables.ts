// Grants of the organiser side. Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';
import type { OrganiserRole } from '../../../contract/organiser';

export interface OrgGrantTable {
  id: Generated<number>;
  userId: number;
  role: OrganiserRole;
  orgId: number;
  /** the account that granted it ('' for the demo data and imports) */
  grantedBy: Generated<string>;
  grantedAt: string;
}

export interface OrganiserTables {
  orgGrant: OrgGrantTable;
}
