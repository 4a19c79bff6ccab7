import { consolePaths } from './consolePaths';
import type { Grant, OrganiserRole } from '@contract/organiser';
import { paths } from '@/lib/paths';

// What the console offers an organiser, from their grants. The server checks every call again;
// this only keeps the console from offering what would be refused.

export type Section =
  'review' | 'people' | 'meetings' | 'votes' | 'training' | 'develop' | 'dues' | 'messages' | 'dashboard' | 'audit' | 'grants';

const RANK: Record<OrganiserRole, number> = { branch: 1, college: 2, school: 3, sysadmin: 4 };
const REVIEWING: readonly OrganiserRole[] = ['branch', 'college', 'school'];
/** roles that give lower roles to others */
const GRANTING: readonly OrganiserRole[] = ['college', 'school', 'sysadmin'];
/** roles that run 集中培训 classes (the 党校, a college's 党委) */
const TRAINING: readonly OrganiserRole[] = ['college', 'school'];

export const hasRole = (grants: readonly Grant[], roles: readonly OrganiserRole[]) => grants.some((g) => roles.includes(g.role));

/** The console's sections the grants open, in the side navigation's order. */
export function sectionsFor(grants: readonly Grant[]): Section[] {
  const out: Section[] = [];
  if (hasRole(grants, REVIEWING)) out.push('review');
  if (hasRole(grants, REVIEWING)) out.push('people');
  // the organisation life of the organisations in a reviewing role's scope
  if (hasRole(grants, REVIEWING)) out.push('meetings');
  // a branch's votes, created by the branch (a 党委 for one of its branches)
  if (hasRole(grants, REVIEWING)) out.push('votes');
  if (hasRole(grants, TRAINING)) out.push('training');
  // the branch and the 党委 above it record the steps of 发展党员 for the people in their scope
  if (hasRole(grants, REVIEWING)) out.push('develop');
  // the branches keep their members' monthly dues; the 党委 above them see and keep them too
  if (hasRole(grants, REVIEWING)) out.push('dues');
  // messages go to the learners in a reviewing role's scope
  if (hasRole(grants, REVIEWING)) out.push('messages');
  if (hasRole(grants, REVIEWING)) out.push('dashboard');
  if (hasRole(grants, ['sysadmin'])) out.push('audit');
  if (hasRole(grants, GRANTING)) out.push('grants');
  return out;
}

/** The roles the caller may give: those below their highest; a 系统管理员 may give any. */
export function grantableRoles(grants: readonly Grant[], all: readonly OrganiserRole[]): OrganiserRole[] {
  if (hasRole(grants, ['sysadmin'])) return [...all];
  const top = Math.max(0, ...grants.map((g) => RANK[g.role]));
  return all.filter((r) => RANK[r] < top);
}

/** Where a section starts. */
export function sectionPath(section: Section): string {
  if (section === 'review') return consolePaths.adminReview('experience');
  if (section === 'people') return consolePaths.adminPeople();
  if (section === 'meetings') return consolePaths.adminMeetings();
  if (section === 'votes') return consolePaths.adminVotes();
  if (section === 'training') return consolePaths.adminTraining();
  if (section === 'develop') return consolePaths.adminDevelop();
  if (section === 'dues') return consolePaths.adminDues();
  if (section === 'messages') return consolePaths.adminMessages();
  if (section === 'dashboard') return consolePaths.adminDashboard();
  if (section === 'audit') return consolePaths.adminAudit();
  return consolePaths.adminGrants();
}

/** The section an address of the console belongs to (null for the console's root). */
export function sectionOf(pathname: string): Section | null {
  if (pathname.startsWith(`${paths.admin()}/review`)) return 'review';
  if (pathname.startsWith(consolePaths.adminPeople())) return 'people';
  if (pathname.startsWith(consolePaths.adminMeetings())) return 'meetings';
  if (pathname.startsWith(consolePaths.adminVotes())) return 'votes';
  if (pathname.startsWith(consolePaths.adminTraining())) return 'training';
  if (pathname.startsWith(consolePaths.adminDevelop())) return 'develop';
  if (pathname.startsWith(consolePaths.adminDues())) return 'dues';
  if (pathname.startsWith(consolePaths.adminMessages())) return 'messages';
  if (pathname.startsWith(consolePaths.adminDashboard())) return 'dashboard';
  if (pathname.startsWith(consolePaths.adminAudit())) return 'audit';
  if (pathname.startsWith(consolePaths.adminGrants())) return 'grants';
  return null;
}
