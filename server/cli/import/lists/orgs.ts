import type { Importer } from '../importer';
import { orgsByPath, pathParts, PATH_SEPARATOR, type OrgNode } from './paths';

const BRANCH = '党支部';

/**
 * 组织机构: the organisation tree, one unit per row, named by its full path. Parents may come in
 * any order in the file or be in the database already. A unit is matched by its path, so renaming
 * is not an import's job (it would be a new unit); units the file does not name stay.
 */
export const orgsImporter: Importer = {
  kind: 'orgs',
  title: '组织机构',
  columns: [
    {
      name: '组织',
      required: true,
      help: '从最上级起的完整名称，用“/”分隔，如 中共某大学委员会/计算机学院党委/本科生第一党支部；上级须在表中或已导入',
      example: '中共华东理工科技大学委员会/计算机学院党委/本科生第一党支部',
    },
    { name: '类型', required: true, help: '党委、党总支或党支部（学员只能属于党支部，党支部下不能再有组织）', example: '党支部' },
    { name: '排序', required: false, help: '同一上级下的顺序，正整数；不填时排在已有的之后', example: '1' },
  ],
  async run(trx, rows, { problems }) {
    const kinds = (await trx.selectFrom('enumItem').select('value').where('code', '=', 'orgKind').orderBy('sort').execute()).map(
      (r) => r.value,
    );
    const existing = await orgsByPath(trx);
    interface Wanted {
      line: number;
      path: string;
      parts: string[];
      kind: string;
      sort: number | null;
    }
    const wanted = new Map<string, Wanted>();
    for (const r of rows) {
      const raw = r.cells['组织'] ?? '';
      const parts = pathParts(raw);
      const kind = r.cells['类型'] ?? '';
      const sortText = r.cells['排序'] ?? '';
      const bad = (column: string, message: string) => problems.add(r.line, column, message);
      const before = problems.list.length;
      if (!raw) bad('组织', '不能为空');
      else if (raw.includes('／')) bad('组织', `“${raw}”中的“／”是全角斜杠；各级名称请用半角的“/”分隔`);
      else if (!parts.length) bad('组织', `“${raw}”中有空的一级；各级名称用“/”分隔，首尾不要加“/”`);
      else if (parts.some((p) => p.length > 50)) bad('组织', '每一级名称不能超过 50 个字');
      if (!kinds.includes(kind)) bad('类型', `${kind ? `“${kind}”不是可用的类型` : '不能为空'}；可用：${kinds.join('、')}`);
      if (sortText && !/^[1-9]\d{0,5}$/.test(sortText)) bad('排序', `“${sortText}”不是正整数`);
      if (problems.list.length > before) continue;
      const path = parts.join(PATH_SEPARATOR);
      const twin = wanted.get(path);
      if (twin) {
        problems.add(r.line, '组织', `与第 ${twin.line} 行是同一个组织`);
        continue;
      }
      wanted.set(path, { line: r.line, path, parts, kind, sort: sortText ? Number(sortText) : null });
    }

    const kindOf = (path: string) => wanted.get(path)?.kind ?? existing.get(path)?.kind;
    const tops = new Set([...existing.values()].filter((o) => o.parentId === null).map((o) => o.path));
    const childCount = new Map<string, number>();
    for (const o of existing.values()) {
      const parent = o.path.slice(0, o.path.length - o.name.length - 1);
      if (o.parentId !== null) childCount.set(parent, (childCount.get(parent) ?? 0) + 1);
    }
    for (const w of wanted.values()) {
      // a unit already there has its parent; turning that parent into a branch is checked below
      if (existing.has(w.path)) continue;
      if (w.parts.length === 1) {
        const other = [...tops, ...[...wanted.values()].filter((x) => x.parts.length === 1).map((x) => x.path)].find((p) => p !== w.path);
        if (other)
          problems.add(w.line, '组织', `最上级只能有一个，已有“${other}”；请写成“${other}${PATH_SEPARATOR}${w.path}”这样的完整名称`);
        continue;
      }
      const parent = w.parts.slice(0, -1).join(PATH_SEPARATOR);
      const parentKind = kindOf(parent);
      if (parentKind === undefined) problems.add(w.line, '组织', `上级“${parent}”不存在：请在表中加一行，或先导入它`);
      else if (parentKind === BRANCH) problems.add(w.line, '组织', `上级“${parent}”是党支部，党支部下不能再有组织`);
    }
    // a unit turned into a branch must have no children; a branch with members must stay one
    for (const w of wanted.values()) {
      const before = existing.get(w.path);
      if (!before || before.kind === w.kind) continue;
      if (w.kind === BRANCH && (childCount.get(w.path) ?? 0) > 0) problems.add(w.line, '类型', `“${w.path}”下已有组织，不能改为党支部`);
      if (before.kind === BRANCH) {
        const members = await trx
          .selectFrom('user')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('orgId', '=', before.id)
          .executeTakeFirstOrThrow();
        if (Number(members.n) > 0)
          problems.add(w.line, '类型', `“${w.path}”有 ${Number(members.n)} 名人员，不能改为${w.kind}；请先把他们转到其他党支部`);
      }
    }
    if (problems.any) return { added: 0, updated: 0, unchanged: 0, notes: [] };

    let added = 0;
    let updated = 0;
    let unchanged = 0;
    const ids = new Map<string, number>([...existing].map(([p, o]) => [p, o.id]));
    // a new unit without 排序 goes after its siblings, as they will be after this import
    const parentPathOf = (path: string) => path.slice(0, path.lastIndexOf(PATH_SEPARATOR));
    const lastSort = new Map<string, number>();
    const raise = (parent: string, sort: number) => lastSort.set(parent, Math.max(lastSort.get(parent) ?? 0, sort));
    for (const o of existing.values()) if (o.parentId !== null) raise(parentPathOf(o.path), wanted.get(o.path)?.sort ?? o.sort);
    for (const w of wanted.values()) if (w.sort !== null && w.parts.length > 1) raise(parentPathOf(w.path), w.sort);
    const sortAfter = (parent: string) => {
      raise(parent, (lastSort.get(parent) ?? 0) + 1);
      return lastSort.get(parent)!;
    };
    // parents first
    for (const w of [...wanted.values()].sort((a, b) => a.parts.length - b.parts.length || a.line - b.line)) {
      const before: OrgNode | undefined = existing.get(w.path);
      if (before) {
        const sort = w.sort ?? before.sort;
        if (before.kind === w.kind && before.sort === sort) unchanged++;
        else {
          await trx.updateTable('orgUnit').set({ kind: w.kind, sort }).where('id', '=', before.id).execute();
          updated++;
        }
        continue;
      }
      const parentId = w.parts.length === 1 ? null : ids.get(w.parts.slice(0, -1).join(PATH_SEPARATOR))!;
      const row = await trx
        .insertInto('orgUnit')
        .values({
          parentId,
          name: w.parts[w.parts.length - 1],
          kind: w.kind,
          sort: w.sort ?? (parentId === null ? 1 : sortAfter(parentPathOf(w.path))),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(w.path, row.id);
      added++;
    }
    return { added, updated, unchanged, notes: [] };
  },
};
