import { FONT, star, svgDoc } from './svg';

/** The platform mark in the header: a gold star over a red seal with 智慧党建. */
export function logoSvg(): string {
  const body = `
<rect width="160" height="160" rx="28" fill="#c0141b"/>
<circle cx="80" cy="80" r="66" fill="none" stroke="#ffd36a" stroke-width="4"/>
${star(80, 58, 30, '#ffd36a')}
<text x="80" y="124" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#fff6d8">智慧党建</text>`;
  return svgDoc(160, 160, '智慧党建', body);
}
