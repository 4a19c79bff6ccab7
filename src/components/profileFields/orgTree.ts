import type { OrgNode } from '@contract/user';

export const BRANCH_KIND = '党支部';

export interface BranchOption {
  id: number;
  name: string;
  /** names from the top of the tree down to the branch */
  path: string[];
}

/** Every 党支部 of the tree with its path; only these may be chosen as a learner's organisation. */
export function branchOptions(tree: OrgNode[], parents: string[] = []): BranchOption[] {
  return tree.flatMap((node) => {
    const path = [...parents, node.name];
    const own = node.kind === BRANCH_KIND ? [{ id: node.id, name: node.name, path }] : [];
    return [...own, ...branchOptions(node.children ?? [], path)];
  });
}

/** Branches grouped under their parent path, in tree order, for <optgroup>s. */
export function groupByParent(options: BranchOption[]): { label: string; options: BranchOption[] }[] {
  const groups = new Map<string, BranchOption[]>();
  for (const o of options) {
    const label = o.path.slice(0, -1).join(' / ');
    groups.set(label, [...(groups.get(label) ?? []), o]);
  }
  return [...groups].map(([label, opts]) => ({ label, options: opts }));
}
