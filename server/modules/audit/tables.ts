// The audit log. Conventions: see server/db/schema.ts.

import type { Generated } from 'kysely';

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** null for a command run on the server (import) */
  actorId: number | null;
  account: Generated<string>;
  name: Generated<string>;
  role: Generated<string>;
  action: string;
  target: Generated<string>;
  before: Generated<string>;
  after: Generated<string>;
  prevHash: Generated<string>;
  hash: string;
}

export interface AuditTables {
  auditLog: AuditLogTable;
}
