// An article's summary for list rows, made from its (sanitised) HTML body: the demo seed's
// articles and the ones a school imports (server/cli/import/lists/articleText.ts) get theirs alike.

/** the length of a made summary, … included */
export const SUMMARY_LENGTH = 90;

/** Text of sanitised HTML, which writes only &amp;, &lt;, &gt; and &quot; as entities: the summary is shown as text. */
export const textOfHtml = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The first real paragraph as plain text, cut to fit a list row (the body's text when it has no
 * paragraph). A salutation line such as 各学院党委（党总支）： is skipped: it says nothing about the
 * article; so is a paragraph with no text (a picture: a news photo, a 红头文件's red rule).
 */
export function summaryOf(body: string, max = SUMMARY_LENGTH): string {
  const paras = [...body.matchAll(/<p>([\s\S]*?)<\/p>/g)].map((m) => textOfHtml(m[1])).filter(Boolean);
  const text = paras.find((t) => !t.endsWith('：')) ?? paras[0] ?? textOfHtml(body);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
