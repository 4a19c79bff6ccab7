import { groupRoutes } from '../../http/groupRoutes';
import { organiserHandler } from '../organiser/scope';
import { dashboardFigures, dashboardPeople } from './figures';
import { dashboardScope } from './learners';

export const dashboardRoutes = groupRoutes('dashboard', {
  figures: organiserHandler((body, { db, clock, config }, o) =>
    dashboardFigures(db, dashboardScope(o, body.orgId), clock.now(), config.reviewOverdueDays),
  ),
  people: organiserHandler((body, { db, clock, config }, o) =>
    dashboardPeople(db, dashboardScope(o, body.orgId), body, clock.now(), config.reviewOverdueDays),
  ),
});
