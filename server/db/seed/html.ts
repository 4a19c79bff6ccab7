// Tiny builders for the article bodies, so the content files read as text, not markup.
// The text is ours (no user input), so it needs no escaping beyond what we write.

export const p = (...paras: string[]): string => paras.map((t) => `<p>${t}</p>`).join('\n');
export const h3 = (t: string): string => `<h3>${t}</h3>`;
export const ul = (items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const strong = (t: string): string => `<strong>${t}</strong>`;
export const figure = (src: string, caption: string): string =>
  `<figure><img src="${src}" alt="${caption}" width="800" height="450" /><figcaption>${caption}</figcaption></figure>`;
export const html = (...blocks: string[]): string => blocks.join('\n');

/**
 * The first real paragraph as plain text, cut to fit a list row. A salutation line such as
 * 各学院党委（党总支）： is skipped: it says nothing about the notice.
 */
export function summaryOf(body: string, max = 90): string {
  const paras = [...body.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').trim());
  const text = paras.find((t) => !t.endsWith('：')) ?? paras[0] ?? '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Beijing time (UTC+8) wall clock to the ISO instant the database stores. */
export const bj = (date: string, time = '09:00'): string => new Date(`${date}T${time}:00+08:00`).toISOString();
