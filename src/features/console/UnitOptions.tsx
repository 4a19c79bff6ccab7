import type { ScopeUnit } from '@contract/organiser';
import { indented, treeLines } from './unitTree';

/** A select's options for the units of the caller's scope, in tree order and indented by depth. */
export function UnitOptions({ units }: { units: readonly ScopeUnit[] | undefined }) {
  return (
    <>
      {treeLines(units ?? []).map((line) => (
        <option key={line.unit.id} value={line.unit.id}>
          {indented(line)}
        </option>
      ))}
    </>
  );
}
