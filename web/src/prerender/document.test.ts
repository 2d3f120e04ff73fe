import { HELD_CODE_ID, pageDocument, prerenderedFileName, readSignedInState, SIGNED_IN_STATE_ID, signedInDocument, START_HELD_CODE, type SignedInState } from './document';

// The shape of the built index.html: a multi-line description tag, an inline script, #root last in the body.
const shell = `<!doctype html>
<html lang="en">
  <head>
    <title>Peace Practice · Daily meditation for a more peaceful world</title>
    <meta
      name="description"
      content="Meditate on peace."
    />
    <script>
      preload(__pages[location.pathname] || []);
    </script>
    <style>html { background: #f6f4ef; }</style>
    <script type="module" crossorigin src="/assets/index-3f2a9c1d.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-0a1b2c3d.js">
  </head>
  <body>
    <div id="root">
      <div class="fullscreen-status" role="status">
        <p>Loading...</p>
      </div>
    </div>
  </body>
</html>
`;

describe('a page rendered ahead of time', () => {
  it("puts the page's markup in #root, marked for hydration, in place of the loading state", () => {
    const html = pageDocument(shell, { html: '<main><h1>Your daily Peace Practice</h1></main>', meta: { title: 'Peace Practice' } });
    expect(html).toContain('<div id="root" data-prerendered><main><h1>Your daily Peace Practice</h1></main></div>\n  </body>');
    expect(html).not.toContain('Loading...');
  });

  it('says the title and description the page sets, escaped', () => {
    const html = pageDocument(shell, {
      html: '<p>x</p>',
      meta: { title: 'Terms & <Conditions> · Peace Practice', description: 'Say "peace" & mean $1 it.' },
    });
    expect(html).toContain('<title>Terms &amp; &lt;Conditions&gt; · Peace Practice</title>');
    expect(html).toContain('content="Say &quot;peace&quot; &amp; mean $1 it."');
    expect(html).not.toContain('Meditate on peace.');
  });

  it("keeps the site's description when the page sets none", () => {
    expect(pageDocument(shell, { html: '<p>x</p>', meta: { title: 'Profile · Peace Practice' } })).toContain('content="Meditate on peace."');
  });

  it("holds the app's code back, byte for byte, until the page has been painted", () => {
    const html = pageDocument(shell, { html: '<p>x</p>', meta: { title: 't' } });
    const held = new RegExp(`<template id="${HELD_CODE_ID}">([\\s\\S]*?)</template>`).exec(html)?.[1];
    // The inline script as built, so the policy that allows index.html's allows it.
    expect(held).toContain(/<script>[\s\S]*?<\/script>/.exec(shell)?.[0]);
    expect(held).toContain('<script type="module" crossorigin src="/assets/index-3f2a9c1d.js"></script>');
    expect(held).toContain('<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-0a1b2c3d.js">');
    // Outside the template, the page's only script starts it; the first paint's styles stay.
    const outside = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside.match(/<script\b[^>]*>[\s\S]*?<\/script>/g)).toEqual([`<script>${START_HELD_CODE}</script>`]);
    expect(outside).not.toContain('modulepreload');
    expect(outside).toContain('<style>html { background: #f6f4ef; }</style>');
  });

  it('leaves structured data in the page where it is', () => {
    const withData = shell.replace('</head>', '<script type="application/ld+json">{"@type":"WebSite"}</script></head>');
    const html = pageDocument(withData, { html: '<p>x</p>', meta: { title: 't' } });
    expect(html.replace(/<template[\s\S]*?<\/template>/, '')).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
  });

  it('refuses a shell it cannot find its places in', () => {
    expect(() => pageDocument('<html><head><script>x</script></head><body><div id="app"></div></body></html>', { html: '', meta: { title: 't' } })).toThrow('no <title>');
    expect(() => pageDocument('<head><title>t</title></head><div id="root"></div></body>', { html: '', meta: { title: 't' } })).toThrow('no script');
    expect(() => pageDocument('<head><title>t</title><script>x</script></head><div id="root"></div><p>after</p></body>', { html: '', meta: { title: 't' } })).toThrow('#root');
  });
});

describe('the file a page is written to', () => {
  it('is named for its path', () => {
    expect(prerenderedFileName('/')).toBe('index.html');
    expect(prerenderedFileName('/peace-meditation')).toBe('peace-meditation.html');
  });

  it('is never a path outside the folder', () => {
    expect(() => prerenderedFileName('/../secrets')).toThrow();
    expect(() => prerenderedFileName('/groups/:sessionId')).toThrow();
  });
});

describe("a signed-in person's home rendered by the server", () => {
  const state: SignedInState = {
    user: { id: 'u1', firstName: '</script><script>alert(1)</script>', lastName: 'O\u2028Neil <!--', email: 'a@example.test', profileImageUrl: null, createdAt: null },
    variables: { timeZone: 'Europe/Paris', limit: 10 },
    data: { recentSessions: [{ id: 's1', location: 'Lyon & <Paris>' }] },
  };

  function parse(html: string): Document {
    return new DOMParser().parseFromString(html, 'text/html');
  }

  it('carries what it was rendered from in a data block that no name can close, read back whole', () => {
    const html = signedInDocument(shell, '<main><h1>Peace Practice</h1></main>', state);
    const block = new RegExp(`<script type="application/json" id="${SIGNED_IN_STATE_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ?? '';
    expect(block).not.toMatch(/<|\u2028/);
    expect(readSignedInState(parse(html))).toEqual(state);
    // The only script elements are the data block and the one that starts the held code.
    expect(parse(html).querySelectorAll('body script')).toHaveLength(1);
  });

  it("puts the home's markup in #root, not marked as a visitor's page, and holds the app's code until it has been painted", () => {
    const html = signedInDocument(shell, '<main><h1>Peace Practice</h1></main>', state);
    expect(html).toContain('<div id="root"><main><h1>Peace Practice</h1></main></div>\n  </body>');
    expect(html).not.toContain('Loading...');
    const outside = html.replace(/<template[\s\S]*?<\/template>/, '');
    expect(outside).not.toContain('/assets/index-3f2a9c1d.js');
    expect(outside).toContain(`<script>${START_HELD_CODE}</script>`);
  });

  it('is no state in a page without one, or with one that is not whole', () => {
    expect(readSignedInState(parse(shell))).toBeNull();
    const broken = signedInDocument(shell, '<p>x</p>', state).replace('"variables"', '"variablez"');
    expect(readSignedInState(parse(broken))).toBeNull();
    expect(readSignedInState(parse(`<script type="application/json" id="${SIGNED_IN_STATE_ID}">{not json</script>`))).toBeNull();
  });
});
