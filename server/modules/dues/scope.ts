import { fail } from '../../lib/errors';
import { MSG_OUT_OF_SCOPE, reviewScope, subtreeOf, type Organiser } from '../organiser/scope';
import { DUES } from './texts';

// Whose dues an organiser sees and keeps: the members of the branches in their reviewing scope
// (a branch secretary their branch, a college its branches, the school all), or of one
// organisation inside that scope when they pick one.

export interface DuesScope {
  units: Set<number>;
  /** the organisation picked, or null for the whole scope */
  picked: { id: number; name: string } | null;
}

export function duesScope(o: Organiser, orgId?: number): DuesScope {
  const scope = reviewScope(o);
  if (!scope.size) throw fail(DUES.reviewersOnly);
  if (orgId === undefined) return { units: scope, picked: null };
  const unit = o.units.get(orgId);
  if (!unit || !scope.has(orgId)) throw fail(MSG_OUT_OF_SCOPE);
  return { units: subtreeOf(o.units, orgId), picked: { id: unit.id, name: unit.name } };
}
