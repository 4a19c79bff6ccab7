import type { ClientKind } from '@contract/endpoints';

export interface EncodedBody {
  body: string | FormData;
  /** undefined for multipart: the browser writes the boundary itself */
  contentType: string | undefined;
}

type Plain = Record<string, unknown>;

const asText = (value: unknown): string => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Form client (spec §7): the body as a query string, `a=1&b=%E5%85%9A`. */
export function toQueryString(body: Plain): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, asText(item)));
    else params.append(key, asText(value));
  }
  return params.toString();
}

// Duck-typed: under Jest (jsdom) Blob and File can come from different realms.
const isBlob = (value: unknown): value is Blob =>
  value instanceof Blob || (typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function');

export function toFormData(body: Plain): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    // Blob covers File; anything else travels as text.
    if (isBlob(value)) form.append(key, value);
    else form.append(key, asText(value));
  }
  return form;
}

export function encodeBody(client: ClientKind, body: Plain | undefined): EncodedBody {
  const plain = body ?? {};
  switch (client) {
    case 'form':
      return { body: toQueryString(plain), contentType: 'application/x-www-form-urlencoded' };
    case 'multipart':
      return { body: toFormData(plain), contentType: undefined };
    case 'json':
      return { body: JSON.stringify(plain), contentType: 'application/json' };
  }
}
