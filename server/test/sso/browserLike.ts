// Tests only: an HTTP client that walks the sign-in redirects as a browser does (fetch with
// `redirect: 'manual'`, following Location itself). It keeps the cookies each provider sets for
// itself (a real provider needs its own session cookie) and records any cookie set by the app,
// which must be none: the app keeps what it needs in the database.

export interface Hop {
  url: string;
  status: number;
  location: string | null;
}

export class BrowserLike {
  private jars = new Map<string, Map<string, string>>();
  /** every hop taken, oldest first */
  readonly hops: Hop[] = [];

  constructor(
    /** the app's origin (PUBLIC_URL): its cookies are recorded in `appCookies`, and its pages end a walk */
    private appOrigin: string,
  ) {}

  /** names of the cookies the app tried to set */
  readonly appCookies: string[] = [];

  private cookieHeader(url: URL): Record<string, string> {
    const jar = this.jars.get(url.origin);
    if (!jar?.size) return {};
    return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') };
  }

  private keep(url: URL, res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      if (url.origin === this.appOrigin) this.appCookies.push(name);
      let jar = this.jars.get(url.origin);
      if (!jar) this.jars.set(url.origin, (jar = new Map()));
      if (/expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, pair.slice(eq + 1).trim());
    }
  }

  /** One request; answers the response (its body unread). */
  async request(url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
    const u = new URL(url);
    const res = await fetch(u, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      redirect: 'manual',
      headers: { ...this.cookieHeader(u), ...(init.form && { 'content-type': 'application/x-www-form-urlencoded' }) },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    this.keep(u, res);
    this.hops.push({ url, status: res.status, location: res.headers.get('location') });
    return res;
  }

  /**
   * Follows redirects from `url` (after the first request, which may post a form) until a page
   * answers without a redirect, or the Location is a page of the web app (`/training2/...`,
   * which a browser would load and whose fragment only the page reads). Answers that final URL.
   */
  async walk(url: string, init: { form?: Record<string, string> } = {}, maxHops = 12): Promise<{ url: URL; res: Response | null }> {
    let current = new URL(url);
    let res = await this.request(current.href, init);
    for (let hop = 0; hop < maxHops; hop++) {
      const location = res.headers.get('location');
      if (res.status < 300 || res.status > 399 || !location) return { url: current, res };
      current = new URL(location, current);
      if (current.origin === this.appOrigin && current.pathname.startsWith('/training2/')) return { url: current, res: null };
      res = await this.request(current.href);
    }
    throw new Error(`more than ${maxHops} redirects: ${this.hops.map((h) => h.url).join(' -> ')}`);
  }
}

/** The login page's fragment as the web app reads it: #sso=<ticket>&next=<path> or #ssoError=<message>. */
export function fragmentOf(url: URL): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(url.hash.slice(1)));
}

/** The action and the form of an HTML sign-in page (the test providers' pages). */
export function formAction(html: string, base: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`no form on the page: ${html.slice(0, 300)}`);
  return new URL(action.replace(/&amp;/g, '&'), base).href;
}

/** The value of a hidden input of the page (the CAS form's service). */
export function hiddenValue(html: string, name: string): string {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  return value.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');
}
