import { readFileSync } from 'node:fs';

// jsdom does not lay pages out, so the stacking is checked where it is decided: the stylesheet.

/** The stylesheet as the browser gets it: app.css with each of its @import lines replaced by the file, in order. */
function stylesheet(url: URL): string {
  return readFileSync(url, 'utf8').replace(/@import '([^']+)';/g, (_line, path: string) => stylesheet(new URL(path, url)));
}

const css = stylesheet(new URL('./app.css', import.meta.url)).replace(/\/\*[\s\S]*?\*\//g, '');

/** Every declaration block whose selector list is exactly `selector`, media queries included. */
function blocksFor(selector: string): string[] {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...css.matchAll(new RegExp(`(?:^|[}\\s])${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((match) => match[1] ?? '');
}

function declaration(block: string, property: string): string | undefined {
  return new RegExp(`(?:^|[;\\s])${property}\\s*:\\s*([^;]+);`).exec(block)?.[1]?.trim();
}

function rootVariable(name: string): number {
  const root = blocksFor(':root')[0] ?? '';
  const value = declaration(root, name);
  if (value === undefined) throw new Error(`${name} is not defined on :root`);
  return Number(value);
}

/** The z-index a selector ends up with, following one var() to its :root value. */
function layerOf(selector: string): number {
  const values = blocksFor(selector)
    .map((block) => declaration(block, 'z-index'))
    .filter((value): value is string => value !== undefined);
  if (values.length !== 1) throw new Error(`${selector} should set z-index exactly once, found ${values.length}`);
  const value = values[0] ?? '';
  const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return variable ? rootVariable(variable) : Number(value);
}

describe('the stylesheet', () => {
  it('reads every part app.css imports, from the design tokens to the last page', () => {
    expect(blocksFor(':root')[0]).toContain('--layer-toast');
    expect(blocksFor('.members__rank')).toHaveLength(1);
  });
});

describe('stacking of overlays', () => {
  it.each(['.dialog-overlay', '.dialog', '.tooltip', '.main-nav', '.site-header'])('draws toasts above %s', (selector) => {
    expect(layerOf('.toast-viewport')).toBeGreaterThan(layerOf(selector));
  });

  it('keeps toasts clickable while an open dialog turns pointer events off on the page', () => {
    expect(blocksFor('.toast').map((block) => declaration(block, 'pointer-events'))).toContain('auto');
  });
});

describe('toast placement', () => {
  it('puts toasts at the top of the screen on every width, away from the actions near the bottom', () => {
    const blocks = blocksFor('.toast-viewport');
    expect(blocks.some((block) => declaration(block, 'top') !== undefined)).toBe(true);
    expect(blocks.map((block) => declaration(block, 'bottom')).filter((value) => value !== undefined && value !== 'auto')).toEqual([]);
  });

  it('keeps the spec maximum width of 420 px', () => {
    expect(blocksFor('.toast-viewport').map((block) => declaration(block, 'max-width'))).toContain('420px');
  });
});

/** The body of the first `@media <query>` block holding `selector`, found by matching braces. */
function mediaBody(query: string, selector: string): string {
  let from = 0;
  for (;;) {
    const start = css.indexOf(`@media ${query}`, from);
    if (start < 0) throw new Error(`no @media ${query} block for ${selector}`);
    let depth = 0;
    let end = css.indexOf('{', start);
    for (let index = end; index < css.length; index += 1) {
      if (css[index] === '{') depth += 1;
      if (css[index] === '}') depth -= 1;
      if (depth === 0) {
        end = index;
        break;
      }
    }
    const body = css.slice(css.indexOf('{', start) + 1, end);
    if (body.includes(selector)) return body;
    from = end;
  }
}

describe('main navigation layout', () => {
  const wide = '(min-width: 1024px)';

  it('shows a phone only the four entries of the bottom bar', () => {
    // Scoped under .main-nav, so that the brand's own display rule later in the sheet cannot show it.
    const phoneRule = /\.main-nav \.main-nav__brand,\s*\.main-nav \.main-nav__wide-only\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(declaration(phoneRule, 'display')).toBe('none');
    expect(declaration(blocksFor('.main-nav__list')[0] ?? '', 'grid-template-columns')).toBe('repeat(4, 1fr)');
    expect(declaration(blocksFor('.main-nav')[0] ?? '', 'bottom')).toBe('0');
  });

  it('turns into a top bar with the brand and Group Sessions from 1024 px', () => {
    const body = mediaBody(wide, '.main-nav__wide-only');
    const rule = (selector: string) => new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(body)?.[1] ?? '';
    expect(declaration(rule('.main-nav'), 'top')).toBe('0');
    expect(declaration(rule('.main-nav'), 'position')).toBe('sticky');
    expect(declaration(rule('.main-nav__wide-only'), 'display')).not.toBe('none');
    expect(declaration(rule('.main-nav__brand'), 'display')).not.toBe('none');
  });
});
