import type { StepState, Verdict } from '@contract/develop';
import { paths } from '@/lib/paths';

export const STATE_PALETTE: Record<StepState, 'gray' | 'blue' | 'orange' | 'green' | 'red'> = {
  todo: 'gray', draft: 'blue', submitted: 'orange', approved: 'green', returned: 'red',
};

export const VERDICT_PALETTE: Record<Verdict, 'orange' | 'green' | 'red'> = { pending: 'orange', approved: 'green', returned: 'red' };

/** The editor of one step: `?step=N`. */
export const stepHref = (id: number) => `${paths.rudangApply()}?step=${id}`;
