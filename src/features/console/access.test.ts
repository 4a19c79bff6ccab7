import { ORGANISER_ROLES } from '@contract/organiser';
import { grantableRoles, sectionOf, sectionsFor } from './access';
import { grantOf } from '@/test/console';

describe('what the console offers', () => {
  it('opens the review queue, 发展党员 and messages to reviewers, the audit log to the 系统管理员, grants to those who give lower roles', () => {
    expect(sectionsFor([grantOf('branch')])).toEqual(['review', 'people', 'meetings', 'votes', 'develop', 'dues', 'messages', 'dashboard']);
    expect(sectionsFor([grantOf('college')])).toEqual([
      'review',
      'people',
      'meetings',
      'votes',
      'training',
      'develop',
      'dues',
      'messages',
      'dashboard',
      'grants',
    ]);
    expect(sectionsFor([grantOf('school')])).toEqual([
      'review',
      'people',
      'meetings',
      'votes',
      'training',
      'develop',
      'dues',
      'messages',
      'dashboard',
      'grants',
    ]);
    expect(sectionsFor([grantOf('sysadmin')])).toEqual(['audit', 'grants']);
    expect(sectionsFor([grantOf('sysadmin'), grantOf('branch')])).toEqual([
      'review',
      'people',
      'meetings',
      'votes',
      'develop',
      'dues',
      'messages',
      'dashboard',
      'audit',
      'grants',
    ]);
    expect(sectionsFor([])).toEqual([]);
  });

  it('gives roles below the highest held; a 系统管理员 any', () => {
    expect(grantableRoles([grantOf('branch')], ORGANISER_ROLES)).toEqual([]);
    expect(grantableRoles([grantOf('college')], ORGANISER_ROLES)).toEqual(['branch']);
    expect(grantableRoles([grantOf('branch'), grantOf('school')], ORGANISER_ROLES)).toEqual(['branch', 'college']);
    expect(grantableRoles([grantOf('sysadmin')], ORGANISER_ROLES)).toEqual(['branch', 'college', 'school', 'sysadmin']);
  });

  it('knows the section of an address', () => {
    expect(sectionOf('/admin/review/leave/3')).toBe('review');
    expect(sectionOf('/admin/people/12')).toBe('people');
    expect(sectionOf('/admin/votes/3')).toBe('votes');
    expect(sectionOf('/admin/training/activity/3')).toBe('training');
    expect(sectionOf('/admin/develop')).toBe('develop');
    expect(sectionOf('/admin/develop/12/sheet')).toBe('develop');
    expect(sectionOf('/admin/develop/rules')).toBe('develop');
    expect(sectionOf('/admin/dues/summary')).toBe('dues');
    expect(sectionOf('/admin/audit')).toBe('audit');
    expect(sectionOf('/admin/grants')).toBe('grants');
    expect(sectionOf('/admin')).toBeNull();
  });
});
