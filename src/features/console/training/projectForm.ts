import type { Req } from '@contract/index';
import type { ProjectTrack } from '@contract/activity';
import type { ProjectAudience } from '@contract/training';
import { typedLength } from '../typedLength';
import { trainingTexts as t } from './texts';

// The 新建培训班 form's values, what it must have before sending, and the request it makes. The
// server checks everything again (scope, identities, the exam).

export interface ProjectForm {
  title: string;
  track: ProjectTrack;
  audience: ProjectAudience;
  /** '' : the whole school (school organisers only) */
  orgId: string;
  startDate: string;
  endDate: string;
  identityNames: string[];
  examId: string;
  intro: string;
}

export const EMPTY_PROJECT: ProjectForm = {
  title: '',
  track: 'train',
  audience: 'learner',
  orgId: '',
  startDate: '',
  endDate: '',
  identityNames: [],
  examId: '',
  intro: '',
};

export type ProjectErrors = Partial<Record<'title' | 'dates' | 'org', string>>;

export function validateProject(f: ProjectForm, orgRequired: boolean): ProjectErrors {
  const e: ProjectErrors = {};
  if (typedLength(f.title.trim()) < 2) e.title = t.need.title;
  if (!f.startDate || !f.endDate) e.dates = t.need.dates;
  else if (f.endDate < f.startDate) e.dates = t.need.order;
  if (orgRequired && !f.orgId) e.org = t.need.org;
  return e;
}

export function projectBodyOf(f: ProjectForm): Req<'training', 'createProject'> {
  return {
    title: f.title.trim(),
    track: f.track,
    audience: f.audience,
    ...(f.orgId ? { orgId: Number(f.orgId) } : {}),
    startDate: f.startDate,
    endDate: f.endDate,
    identityNames: f.identityNames,
    ...(f.examId ? { examId: Number(f.examId) } : {}),
    ...(f.intro.trim() ? { intro: f.intro.trim() } : {}),
  };
}
