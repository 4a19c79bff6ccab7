import { campusNotices } from './notices-campus';
import { trainingNotices } from './notices-training';
import type { NoticeSeed } from './types';

export const notices: NoticeSeed[] = [...trainingNotices, ...campusNotices];
