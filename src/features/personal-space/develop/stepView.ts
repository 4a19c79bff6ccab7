import type { StepState, Verdict } from '@contract/develop';
import { paths } from '@/lib/paths';

export const STATE_PALETTE: Record<StepState, 'gray' | 'blue' | 'orange' | 'green' | 'red'> = {
  todo: 'gray',
  draft: 'blue',
  submitted: 'orange',
  approved: 'green',
  returned: 'red',
};

export const VERDICT_PALETTE: Record<Verdict, 'orange' | 'green' | 'red'> = { pending: 'orange', approved: 'green', returned: 'red' };

/**
 * The document's requirement without its own sentence on the word count (字数要求：800—3000 字。),
 * which the page states once from minChars / maxChars; what follows it in the sentence stays
 * (字数要求：2000—8000 字，经历的时间要前后衔接 → 经历的时间要前后衔接).
 */
export function requirementWithoutLimits(text: string, min: number, max: number): string {
  const limits = new RegExp(`字数要求[：:]\\s*${min}\\s*[—–-]+\\s*${max}\\s*字[。；;，,]?`, 'g');
  return text
    .split('\n')
    .map((line) => {
      const rest = line.replace(limits, '');
      return rest === line ? line : rest.trim() || null;
    })
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** The editor of one step: `?step=N`. */
export const stepHref = (id: number) => `${paths.rudangApply()}?step=${id}`;
