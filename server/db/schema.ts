import type { ActivityTables } from '../modules/activity/tables';
import type { BaseTables } from '../modules/base/tables';
import type { CadreTables } from '../modules/cadre/tables';
import type { CenterGroupTables } from '../modules/centerGroup/tables';
import type { MessageTables } from '../modules/center/tables';
import type { CmsTables } from '../modules/cms/tables';
import type { DevelopTables } from '../modules/develop/tables';
import type { ExamTables } from '../modules/exam/tables';
import type { LessonTables } from '../modules/lesson/tables';
import type { LiveTables } from '../modules/live/tables';
import type { OrgActTables } from '../modules/orgAct/tables';
import type { PartyIndexTables } from '../modules/partyIndex/tables';
import type { LessonReadingTables } from '../modules/lesson/tablesReading';
import type { LessonStageTables } from '../modules/lesson/tablesStage';
import type { LessonSocialTables } from '../modules/lesson/tablesSocial';
import type { PartyTables } from '../modules/party/tables';
import type { TaskTables } from '../modules/task/tables';
import type { TopicTables } from '../modules/topic/tables';
import type { WorkTables } from '../modules/work/tables';
import type { UserTables } from '../modules/user/tables';
import type { OrganiserTables } from '../modules/organiser/tables';
import type { AuditTables } from '../modules/audit/tables';
import type { ReviewTables } from '../modules/review/tables';
import type { DuesTables } from '../modules/dues/tables';
import type { SsoTables } from '../modules/sso/tables';

// Each module owns its tables' types beside its code (modules/<group>/tables.ts); the database
// is their sum. Types only: migrations (db/migrations) never import app code, and the migration
// index stays the one list of what the database holds.
//
// Column names are camelCase here and snake_case in the database (Kysely's CamelCasePlugin).
// Times are ISO 8601 UTC strings from Date#toISOString (they sort as text on both databases);
// dates are YYYY-MM-DD; flags are integers 0/1 so SQLite and PostgreSQL read the same.

/** Facts about the database itself (e.g. when the demo data was loaded). */
export interface MetaTable {
  key: string;
  value: string;
}

/** One rate-limited key (a rule and an address or a user) and the hits of its current fixed window (lib/rateLimit.ts). */
export interface RateLimitTable {
  key: string;
  windowStart: string;
  hits: number;
}

/** A key every instance shares (the check-in codes' HMAC key), made once by the first that needs it (lib/sharedSecret.ts). */
export interface ServerSecretTable {
  name: string;
  value: string;
  createdAt: string;
}

export interface Database
  extends
    BaseTables,
    UserTables,
    CmsTables,
    LessonTables,
    LessonStageTables,
    LessonReadingTables,
    LessonSocialTables,
    CadreTables,
    ActivityTables,
    ExamTables,
    TopicTables,
    WorkTables,
    TaskTables,
    PartyTables,
    DuesTables,
    DevelopTables,
    MessageTables,
    LiveTables,
    PartyIndexTables,
    OrgActTables,
    CenterGroupTables,
    OrganiserTables,
    AuditTables,
    ReviewTables,
    SsoTables {
  meta: MetaTable;
  rateLimit: RateLimitTable;
  serverSecret: ServerSecretTable;
}
