import { indented, treeLines } from './unitTree';

const unit = (id: number, parentId: number | null, name: string, kind = '党支部') => ({ id, parentId, name, kind });

describe('treeLines', () => {
  it('puts each unit after its parent, one level deeper, in the order given', () => {
    const lines = treeLines([
      unit(3, 1, '第一党支部'),
      unit(1, null, '计算机学院党委', '党委'),
      unit(4, 2, '第三党支部'),
      unit(2, 1, '研究生党总支', '党总支'),
      unit(5, 1, '第二党支部'),
    ]);
    expect(lines.map((l) => [l.unit.name, l.depth])).toEqual([
      ['计算机学院党委', 0],
      ['第一党支部', 1],
      ['研究生党总支', 1],
      ['第三党支部', 2],
      ['第二党支部', 1],
    ]);
    expect(indented(lines[3])).toBe('\u00A0'.repeat(8) + '第三党支部');
  });

  it('takes a unit whose parent is outside the scope as a root', () => {
    expect(treeLines([unit(7, 99, '第七党支部')]).map((l) => l.depth)).toEqual([0]);
  });
});
