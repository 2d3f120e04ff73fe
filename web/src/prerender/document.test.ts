import { pageDocument, prerenderedFileName } from './document';

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
    // The whole document says so too, for index.html's script, which runs before #root is read.
    expect(html).toContain('<html lang="en" data-prerendered>');
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

  it("keeps the app's code and structured data as built, so the policy that allows index.html's allows them", () => {
    const withData = shell.replace('</head>', '<script type="application/ld+json">{"@type":"WebSite"}</script></head>');
    const html = pageDocument(withData, { html: '<p>x</p>', meta: { title: 't' } });
    expect(html).toContain(/<script>[\s\S]*?<\/script>/.exec(shell)?.[0]);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-3f2a9c1d.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-0a1b2c3d.js">');
    expect(html).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>');
  });

  it('refuses a shell it cannot find its places in', () => {
    expect(() => pageDocument('<html><head><script>x</script></head><body><div id="app"></div></body></html>', { html: '', meta: { title: 't' } })).toThrow('no <title>');
    expect(() => pageDocument('<head><title>t</title></head><body><div id="root"></div></body>', { html: '', meta: { title: 't' } })).toThrow('no <html>');
    expect(() => pageDocument('<html><head><title>t</title><script>x</script></head><div id="root"></div><p>after</p></body></html>', { html: '', meta: { title: 't' } })).toThrow('#root');
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
