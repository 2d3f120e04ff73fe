// A cookie-keeping HTTP client that follows redirects the way a browser does, for driving sign-in flows in tests.

interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
  expires: number | undefined;
}

/** One response on the way. */
export interface Hop {
  url: string;
  status: number;
  setCookie: string[];
}

export interface Page {
  url: string;
  status: number;
  headers: Headers;
  text: string;
  /** Every response of this navigation, the final one last. */
  hops: Hop[];
}

export interface NavigateOptions {
  method?: string;
  body?: string;
  headers?: Record<string, string>;
  /** Stops before following a redirect to a matching URL: the answer is that redirect, with url the unvisited target. */
  stopBefore?: (url: string) => boolean;
}

export interface ParsedForm {
  action: string;
  method: string;
  fields: Record<string, string>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decodeEntities = (value: string) => value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_m, name: string) => ENTITIES[name] ?? _m);

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const raw = match?.[1] ?? match?.[2] ?? match?.[3];
  return raw === undefined ? undefined : decodeEntities(raw);
}

/** The first form of a page (or the one with the given id): its action, method and the values of its inputs. */
export function parseForm(html: string, id?: string): ParsedForm {
  const forms = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)].map((match) => match[0]);
  const form = id ? forms.find((candidate) => attribute(candidate.slice(0, candidate.indexOf('>') + 1), 'id') === id) : forms[0];
  if (!form) throw new Error(`no form${id ? ` with id ${id}` : ''} in page:\n${html.slice(0, 2000)}`);
  const open = form.slice(0, form.indexOf('>') + 1);
  const fields: Record<string, string> = {};
  for (const [input] of form.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(input, 'name');
    if (name) fields[name] = attribute(input, 'value') ?? '';
  }
  return { action: attribute(open, 'action') ?? '', method: (attribute(open, 'method') ?? 'get').toLowerCase(), fields };
}

export class Browser {
  private cookies: StoredCookie[] = [];

  constructor(private readonly maxRedirects = 20) {}

  private cookieHeader(url: URL): string | undefined {
    const now = Date.now();
    this.cookies = this.cookies.filter((cookie) => cookie.expires === undefined || cookie.expires > now);
    const matching = this.cookies.filter((cookie) => cookie.host === url.hostname && (url.pathname === cookie.path || url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`)));
    // Longer paths first, as browsers send them.
    matching.sort((a, b) => b.path.length - a.path.length);
    return matching.length > 0 ? matching.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') : undefined;
  }

  private store(url: URL, response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      // Without a Path attribute a cookie belongs to the directory of the URL that set it.
      const defaultPath = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
      const cookie: StoredCookie = { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), host: url.hostname, path: defaultPath, expires: undefined };
      for (const part of attributes) {
        const [key = '', ...rest] = part.split('=');
        const value = rest.join('=').trim();
        const name = key.trim().toLowerCase();
        if (name === 'path' && value.startsWith('/')) cookie.path = value;
        else if (name === 'max-age') cookie.expires = Date.now() + Number(value) * 1000;
        else if (name === 'expires' && cookie.expires === undefined) cookie.expires = Date.parse(value);
      }
      this.cookies = this.cookies.filter((other) => !(other.name === cookie.name && other.host === cookie.host && other.path === cookie.path));
      if (cookie.expires === undefined || cookie.expires > Date.now()) this.cookies.push(cookie);
    }
  }

  /** The value of a cookie this browser holds for a host. */
  cookie(host: string, name: string): string | undefined {
    return this.cookies.find((cookie) => cookie.host === host && cookie.name === name)?.value;
  }

  setCookie(host: string, name: string, value: string, path = '/'): void {
    this.cookies = this.cookies.filter((other) => !(other.name === name && other.host === host && other.path === path));
    this.cookies.push({ name, value, host, path, expires: undefined });
  }

  /** One request, no redirect following, cookies sent and kept. */
  async request(target: string, init: Omit<NavigateOptions, 'stopBefore'> = {}): Promise<Response> {
    const url = new URL(target);
    const headers: Record<string, string> = { accept: 'text/html,application/json;q=0.9', ...init.headers };
    const cookie = this.cookieHeader(url);
    if (cookie) headers['cookie'] = cookie;
    const response = await fetch(url, { method: init.method ?? 'GET', body: init.body, headers, redirect: 'manual' });
    this.store(url, response);
    return response;
  }

  /** A navigation: follows redirects (303, and 301/302 after a POST, turn into GETs) to the page that answers. */
  async navigate(target: string, options: NavigateOptions = {}): Promise<Page> {
    const { stopBefore, ...first } = options;
    let url = target;
    let request: NavigateOptions = first;
    const hops: Hop[] = [];
    for (let hop = 0; hop <= this.maxRedirects; hop += 1) {
      const response = await this.request(url, request);
      hops.push({ url, status: response.status, setCookie: response.headers.getSetCookie() });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.arrayBuffer();
        const next = new URL(location, url).href;
        if (stopBefore?.(next)) return { url: next, status: response.status, headers: response.headers, text: '', hops };
        url = next;
        if (response.status !== 307 && response.status !== 308) request = {};
        continue;
      }
      return { url, status: response.status, headers: response.headers, text: await response.text(), hops };
    }
    throw new Error(`more than ${this.maxRedirects} redirects:\n${hops.map((entry) => `${entry.status} ${entry.url}`).join('\n')}`);
  }

  /** Submits a page's form (as a click on its submit button would) with some fields filled in. */
  async submit(page: Page, values: Record<string, string>, options: { formId?: string; stopBefore?: (url: string) => boolean } = {}): Promise<Page> {
    const form = parseForm(page.text, options.formId);
    const action = new URL(form.action || page.url, page.url).href;
    const body = new URLSearchParams({ ...form.fields, ...values }).toString();
    if (form.method === 'post') {
      return this.navigate(action, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(page.url).origin },
        stopBefore: options.stopBefore,
      });
    }
    const url = new URL(action);
    url.search = body;
    return this.navigate(url.href, { stopBefore: options.stopBefore });
  }
}
