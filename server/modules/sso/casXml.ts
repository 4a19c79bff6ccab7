import { XMLParser } from 'fast-xml-parser';

// The answer of CAS serviceValidate (2.0) and p3/serviceValidate (3.0), per the CAS protocol
// specification §2.5 and §2.6: <cas:serviceResponse> holding either <cas:authenticationSuccess>
// with <cas:user> and (3.0, and many 2.0 servers) <cas:attributes>, or
// <cas:authenticationFailure code="...">. Namespace prefixes vary between servers, so they are
// dropped; values are kept as text (a 学号 with a leading zero must not become a number).

export type CasAnswer = { ok: true; user: string; attributes: Record<string, unknown> } | { ok: false; code: string; message: string };

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
/** An element's text, whether the parser gave a string or an object with attributes. */
const textOf = (v: unknown): string => {
  const x = first(v);
  if (typeof x === 'string') return x.trim();
  if (isNode(x) && typeof x['#text'] === 'string') return x['#text'].trim();
  return '';
};

/** The validation answer, or null when the body is not a CAS service response. */
export function parseCasAnswer(xml: string): CasAnswer | null {
  let doc: unknown;
  try {
    doc = parser.parse(xml);
  } catch {
    return null;
  }
  const response = isNode(doc) ? first(doc.serviceResponse) : null;
  if (!isNode(response)) return null;
  const failure = first(response.authenticationFailure);
  if (failure !== undefined) {
    const code = isNode(failure) && typeof failure['@_code'] === 'string' ? failure['@_code'] : '';
    return { ok: false, code: code || 'UNKNOWN', message: textOf(failure) };
  }
  const success = first(response.authenticationSuccess);
  if (!isNode(success)) return null;
  const attributes = first(success.attributes);
  const values: Record<string, unknown> = {};
  if (isNode(attributes)) for (const [name, v] of Object.entries(attributes)) values[name] = textOf(v);
  return { ok: true, user: textOf(success.user), attributes: values };
}
