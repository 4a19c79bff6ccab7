import type { CategoryKey } from './types';

// News columns: three at the top, two under 学院动态. Colours are used on the generated covers.
export interface CategorySeed {
  key: CategoryKey;
  name: string;
  parent: CategoryKey | null;
  colour: string;
}

export const categories: CategorySeed[] = [
  { key: 'party', name: '党建要闻', parent: null, colour: '#c0141b' },
  { key: 'college', name: '学院动态', parent: null, colour: '#c2571a' },
  { key: 'theory', name: '理论学习', parent: null, colour: '#9a1b3c' },
  { key: 'college-branch', name: '支部风采', parent: 'college', colour: '#b8401d' },
  { key: 'college-student', name: '青春榜样', parent: 'college', colour: '#cc6a1f' },
];
