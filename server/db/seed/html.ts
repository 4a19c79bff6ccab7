// Tiny builders for the article bodies, so the content files read as text, not markup.
// The text is ours (no user input), so it needs no escaping beyond what we write.

export const p = (...paras: string[]): string => paras.map((t) => `<p>${t}</p>`).join('\n');
export const h3 = (t: string): string => `<h3>${t}</h3>`;
export const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const strong = (t: string): string => `<strong>${t}</strong>`;
export const figure = (src: string, caption: string): string =>
  `<figure><img src="${src}" alt="${caption}" width="800" height="450" /><figcaption>${caption}</figcaption></figure>`;
export const html = (...blocks: string[]): string => blocks.join('\n');

export { summaryOf } from '../../lib/articleSummary';

/** Beijing time (UTC+8) wall clock to the ISO instant the database stores. */
export const bj = (date: string, time = '09:00'): string => new Date(`${date}T${time}:00+08:00`).toISOString();
