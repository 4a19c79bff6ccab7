import type { BannerArt } from './media';

// The home carousel. Each banner points at the article or notice it announces, named by its
// exact title; the runner turns the title into the in-app path.
export interface BannerSeed extends BannerArt {
  title: string;
  target: { kind: 'news' | 'notice'; title: string };
}

export const banners: BannerSeed[] = [
  {
    title: '学习贯彻党的二十届四中全会精神',
    headline: '学习贯彻党的二十届四中全会精神',
    subline: '凝心聚力谋发展　踔厉奋发新征程',
    colours: ['#b3000c', '#e0301e'],
    target: { kind: 'news', title: '学校党委理论学习中心组专题学习党的二十届四中全会精神' },
  },
  {
    title: '2026年秋季学期入党积极分子培训班开班',
    headline: '坚定理想信念　锤炼党性修养',
    subline: '2026年秋季学期入党积极分子培训班开班',
    colours: ['#9e0a12', '#d4381c'],
    target: { kind: 'notice', title: '关于举办2026年秋季学期入党积极分子培训班的通知' },
  },
  {
    title: '智慧党建　学习强校',
    headline: '智慧党建　学习强校',
    subline: '线上自学与集中培训相结合　随时随地学理论',
    colours: ['#a8120f', '#e4572e'],
    target: { kind: 'notice', title: '智慧党建培训平台学员使用说明' },
  },
  {
    title: '传承红色基因　赓续精神血脉',
    headline: '传承红色基因　赓续精神血脉',
    subline: '基层党支部主题党日活动风采展示',
    colours: ['#8c0a10', '#c9261b'],
    target: { kind: 'news', title: '计算机学院本科生第一党支部赴中共一大纪念馆开展主题党日活动' },
  },
];
