import type { Insertable } from 'kysely';
import type { AppTable } from '../../modules/base/tables';

// The apps of the wider platform. Users of apps 1-4 belong to other systems and are sent to the
// portal; 5 is the cadre app and 6 the learner app, both served by this web app.
export const apps: Insertable<AppTable>[] = [
  { id: 1, name: '党员发展系统', portalUrl: '', learningTheWay: 0, cadreArea: 0 },
  { id: 2, name: '党费管理系统', portalUrl: '', learningTheWay: 0, cadreArea: 0 },
  { id: 3, name: '组织生活系统', portalUrl: '', learningTheWay: 0, cadreArea: 0 },
  { id: 4, name: '迎新系统', portalUrl: '', learningTheWay: 0, cadreArea: 0 },
  { id: 5, name: '干部在线学习', portalUrl: '/training2/', learningTheWay: 0, cadreArea: 1 },
  { id: 6, name: '智慧党建培训', portalUrl: '/training2/', learningTheWay: 1, cadreArea: 0 },
];
