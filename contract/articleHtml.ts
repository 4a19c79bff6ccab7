// What an article body (notice and news `content`) may contain: the server sanitises to this
// allow-list, and the web app sanitises again before rendering, so neither trusts the other.
// Plain data, like endpoints.ts, so both sides import it.

export const ARTICLE_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'span',
  'blockquote',
  'pre',
  'code',
  'hr',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
] as const;

/** Attributes allowed per tag; no `style`, no `on*`, no `class` (the page's styles decide). */
export const ARTICLE_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** URL schemes a link or image may use; relative URLs (/uploads/…) are always allowed. */
export const ARTICLE_URL_SCHEMES = ['http', 'https', 'mailto'] as const;
