import sanitize from 'sanitize-html';
import { ARTICLE_ATTRIBUTES, ARTICLE_TAGS, ARTICLE_URL_SCHEMES } from '../../contract/articleHtml';

// Article bodies are rendered as HTML in a page that holds the session token: anything that
// can run script (<script>, on* attributes, javascript: URLs, <iframe>, <style>) is removed.

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ARTICLE_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...ARTICLE_URL_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // The text of a removed <script> or <style> is dropped with it, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  disallowedTagsMode: 'discard',
  selfClosing: ['img', 'br', 'hr'],
};

export function sanitizeArticleHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
