import type { OrgNode } from '@contract/user';
import { branchOptions, groupByParent } from './orgTree';

const tree: OrgNode[] = [
  {
    id: 1,
    name: '校党委',
    kind: '党委',
    children: [
      {
        id: 2,
        name: '计算机学院党委',
        kind: '党委',
        children: [
          { id: 3, name: '本科生第一党支部', kind: '党支部', children: [] },
          { id: 4, name: '研究生党总支', kind: '党总支', children: [{ id: 5, name: '研一党支部', kind: '党支部', children: [] }] },
        ],
      },
    ],
  },
];

it('lists only 党支部 with their path', () => {
  const options = branchOptions(tree);
  expect(options.map((o) => o.id)).toEqual([3, 5]);
  expect(options[1].path).toEqual(['校党委', '计算机学院党委', '研究生党总支', '研一党支部']);
  expect(groupByParent(options).map((g) => g.label)).toEqual(['校党委 / 计算机学院党委', '校党委 / 计算机学院党委 / 研究生党总支']);
});
