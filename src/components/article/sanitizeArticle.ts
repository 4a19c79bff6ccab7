import DOMPurify from 'dompurify';
import { ARTICLE_ATTRIBUTES, ARTICLE_TAGS, ARTICLE_URL_SCHEMES } from '@contract/articleHtml';

// The article body is rendered as HTML on a page that can read the session token: the server
// sanitises it, and so do we, to the same allow-list, so one mistake on either side is not
// enough to run script. Imported only by ArticleView, so DOMPurify loads with the article chunk.

const ALL_ATTRIBUTES = [...new Set(Object.values(ARTICLE_ATTRIBUTES).flat())];
// A URL with one of our schemes, or one without a scheme (relative: /uploads/…, #top).
const URI = new RegExp(`^(?:(?:${ARTICLE_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`, 'i');

const purify = DOMPurify();
// DOMPurify's allow-list of attributes is one for all tags; ours is per tag.
purify.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = ARTICLE_ATTRIBUTES[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
});

export function sanitizeArticle(html: string): string {
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOWED_URI_REGEXP: URI,
    ALLOW_DATA_ATTR: false,
  });
}
