import { appendFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import { build, defaultClientConditions, defaultServerConditions, defineConfig, type ConfigEnv, type Plugin, type ProxyOptions, type Rollup } from 'vite';
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig as linguiConfigAt } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { meRequestBody } from './src/auth/meRequest.ts';
import { homeRequestBatch } from './src/graphql/homeRequest.ts';
import { proxiedOrigin } from './src/lib/devProxy.ts';
import { teachingPaths } from './src/routes/paths.ts';
import { resolveAccess, visitorPagePaths, type PageKey } from './src/routes/table.ts';

/**
 * Plugins that shape the browser's bundle and index.html; the build of the prerender's server
 * bundle (see scripts/prerender.ts) has neither and skips them.
 */
const browserBuild = (_config: unknown, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

// The gateway serves the API, the live socket and the built app on one origin;
// in development Vite stands in for the "built app" part and forwards the rest.
const gateway = process.env.PEACE_GATEWAY_URL ?? 'http://localhost:8080';
const gatewayOrigin = new URL(gateway).origin;

/**
 * The gateway refuses state-changing calls whose Origin is not its own; calls
 * from the dev server's pages are presented as the gateway's (see devProxy.ts).
 */
const asGatewayOrigin: NonNullable<ProxyOptions['configure']> = (proxy) => {
  const rewrite = (proxyReq: { setHeader(name: string, value: string): unknown }, req: IncomingMessage) => {
    const origin = proxiedOrigin(req.headers.origin, req.headers.host, gatewayOrigin);
    if (origin) proxyReq.setHeader('origin', origin);
  };
  proxy.on('proxyReq', rewrite);
  proxy.on('proxyReqWs', rewrite);
};

/**
 * A sitemap needs absolute URLs, so it is written only when the public origin
 * is known at build time (PEACE_PUBLIC_URL), and robots.txt then points at it.
 */
function sitemap(): Plugin {
  const origin = process.env.PEACE_PUBLIC_URL?.replace(/\/+$/, '');
  let outDir = 'dist';
  return {
    name: 'peace-sitemap',
    apply: browserBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!origin) return;
      const paths = ['/', ...teachingPaths, '/privacy', '/terms'];
      const urls = paths.map((p) => `  <url><loc>${origin}${p}</loc></url>`).join('\n');
      writeFileSync(
        resolve(outDir, 'sitemap.xml'),
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
      appendFileSync(resolve(outDir, 'robots.txt'), `\nSitemap: ${origin}/sitemap.xml\n`);
    },
  };
}

/**
 * The stylesheet goes into index.html itself: a phone then paints the page without waiting
 * for a second request, and the CSP already allows inline styles.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'peace-inline-stylesheet',
    apply: browserBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return link;
          // The stylesheet lives on only inside the page. Chunks that import the entry's code must
          // not list it among what to load before they run either: there is no such file to load.
          Reflect.deleteProperty(bundle, fileName);
          for (const output of Object.values(bundle)) {
            if (output.type === 'chunk') output.viteMetadata?.importedCss.delete(fileName);
          }
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          return `<style>${css}</style>`;
        });
      },
    },
  };
}

/**
 * Each `graphql(`…`)` in src/graphql/operations becomes the generated document it stands for
 * (`query Me` is MeDocument, `fragment X on T` is XFragmentDoc), imported by name. At run time
 * `graphql()` looks each text up in a map keyed by the full text of every document, which the
 * signed-in home loaded before its first paint: by name, that map is left out (30 KB off the home's
 * first-load code, 290 to 260 KB before compression), as is any document no page reads. The sources
 * keep `graphql()`, which codegen reads to write the documents and their types.
 */
function documentsByName(): Plugin {
  const call = /\bgraphql\(`\s*(query|mutation|subscription|fragment)\s+(\w+)[^`]*`\)/g;
  const graphqlImport = /^import \{ graphql \} from '\.\.\/__generated__';$/m;
  return {
    name: 'peace-documents-by-name',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]src[\\/]graphql[\\/]operations[\\/]\w+\.ts$/ },
      handler(code, id) {
        if (!graphqlImport.test(code)) return null;
        const names = new Set<string>();
        const out = code.replace(call, (_call, kind: string, name: string) => {
          const constant = kind === 'fragment' ? `${name}FragmentDoc` : `${name}Document`;
          names.add(constant);
          return constant;
        });
        // A call written otherwise (a template with a substitution, say) would still reach the map.
        if (/\bgraphql\(/.test(out.replace(graphqlImport, ''))) this.error(`${id} has a graphql() call this build cannot name`);
        return { code: out.replace(graphqlImport, `import { ${[...names].join(', ')} } from '../__generated__/graphql';`), map: null };
      },
    },
  };
}

/** The web's Lingui config, wherever the build is run from. */
const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/**
 * Lingui's macros (<Trans>, t``, msg``) in the app's sources become catalogue lookups by each message's
 * id, before anything else reads the file; only files that import a macro go through Babel.
 */
function linguiMacros(): Plugin {
  let linguiConfig: ReturnType<typeof linguiConfigAt>;
  return {
    name: 'peace-lingui-macros',
    enforce: 'pre',
    configResolved() {
      linguiConfig = linguiConfigAt({ configPath: LINGUI_CONFIG });
    },
    transform: {
      filter: { id: /[\\/]src[\\/].+\.tsx?$/, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          plugins: [[linguiMacro, { linguiConfig }]],
        });
        if (!result?.code) this.error(`${id} could not be read for its messages`);
        return { code: result.code, map: result.map };
      },
    },
  };
}

/** The graph's sign-in check, asked by a page rendered ahead of time for visitors (see src/auth/currentUser.ts). */
const meRequest = JSON.stringify(meRequestBody());

/** The same check on the signed-in home, with the home's queries in one batch (see src/graphql/homeData.ts). */
const homeRequest = JSON.stringify(homeRequestBatch());

/** A chunk's file and the files of everything it imports statically. */
function withStaticImports(bundle: Rollup.OutputBundle, fileName: string): Set<string> {
  const files = new Set<string>();
  const queue = [fileName];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') queue.push(...chunk.imports);
  }
  return files;
}

/** A page's source: src/pages/ProfileInvitation.tsx for profileInvitation, a teaching page's under src/pages/teaching. */
function pageSource(page: PageKey): string {
  if (!page.startsWith('/')) return `src/pages/${page.charAt(0).toUpperCase()}${page.slice(1)}.tsx`;
  const topic = page.slice(1, page.indexOf('-'));
  return `src/pages/teaching/${topic.charAt(0).toUpperCase()}${topic.slice(1)}Meditation.tsx`;
}

/**
 * Pages anybody may open by their address, the ones rendered ahead of time, whose code index.html
 * starts downloading at once.
 */
const publicPageSources: Record<string, string> = Object.fromEntries(
  visitorPagePaths().map((path) => {
    const access = resolveAccess(path, false);
    if (access.kind !== 'page') throw new Error(`${path} has no page for visitors`);
    return [path, pageSource(access.page)];
  }),
);

/**
 * index.html's lists of the code to start downloading at once, beside the entry (the names are known
 * only after the build): for each page anybody may open (the landing page, a teaching page), the
 * code its page rendered ahead of time needs; for any other page, the signed-in shell's and home's.
 */
function pageCode(): Plugin {
  let root = '.';
  return {
    name: 'peace-page-code',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const publicPages: Record<string, string[]> = {};
        let signedIn: string[] = [];
        if (bundle) {
          const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
          const code = (source: string) => {
            const id = resolve(root, source);
            const chunk = chunks.find((candidate) => candidate.facadeModuleId === id) ?? chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) throw new Error(`The build has no chunk for ${source}`);
            return withStaticImports(bundle, chunk.fileName);
          };
          const loaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [...withStaticImports(bundle, chunk.fileName)]));
          for (const [path, source] of Object.entries(publicPageSources)) {
            publicPages[path] = [...code(source)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
          }
          const signedInCode = new Set([...code('src/layout/SignedInShell.tsx'), ...code('src/pages/Home.tsx')]);
          signedIn = [...signedInCode].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        }
        return html
          .replaceAll('__PEACE_PUBLIC_PAGES__', JSON.stringify(publicPages))
          .replaceAll('__PEACE_SIGNED_IN_CODE__', JSON.stringify(signedIn))
          .replaceAll('__PEACE_HOME_REQUEST__', homeRequest)
          .replaceAll('__PEACE_ME_REQUEST__', meRequest);
      },
    },
  };
}

/** Every module a module imports statically, followed transitively, itself included. */
function staticClosure(info: (id: string) => { importedIds: readonly string[] } | null, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

type SignedInChunk = 'public' | 'shared' | 'signed-in';

/**
 * The signed-in home's code in three chunks rather than a score of small ones, since the home is
 * where a signed-in visit starts: each request costs a phone a round trip, and over HTTP/1.1 the
 * browser sends only six at a time. What the home shares with the pages anybody may open goes
 * into `public`, what it shares with the other pages (the graph's client among it) into `shared`,
 * and the rest (the shell and the home itself) into `signed-in`. The entry's own code stays where
 * it is, as does everything the home does not load at once.
 */
function signedInChunks(): Plugin {
  let root = '.';
  const chunkOf = new Map<string, SignedInChunk>();
  const group = (name: SignedInChunk, priority: number) => ({ name, priority, test: (id: string) => chunkOf.get(id) === name });
  return {
    name: 'peace-signed-in-chunks',
    apply: browserBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A group takes only the modules named for it: the entry keeps React and the router.
              includeDependenciesRecursively: false,
              groups: [group('public', 3), group('shared', 2), group('signed-in', 1)],
            },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const info = (source: string) => {
        const module = this.getModuleInfo(resolve(root, source));
        if (!module) this.error(`The build has no module ${source}`);
        return module;
      };
      const closure = (ids: readonly string[]) => {
        const all = new Set<string>();
        for (const id of ids) for (const module of staticClosure((other) => this.getModuleInfo(other), id)) all.add(module);
        return all;
      };
      const entry = closure([info('src/main.tsx').id]);
      const home = info('src/pages/Home.tsx').id;
      const publicIds = Object.values(publicPageSources).map((source) => info(source).id);
      const otherPages = info('src/routes/pages.tsx').dynamicallyImportedIds.filter((id) => id !== home && !publicIds.includes(id));
      const publicCode = closure(publicIds);
      const otherCode = closure(otherPages);
      chunkOf.clear();
      for (const id of closure([info('src/layout/SignedInShell.tsx').id, home])) {
        if (!entry.has(id)) chunkOf.set(id, publicCode.has(id) ? 'public' : otherCode.has(id) ? 'shared' : 'signed-in');
      }
    },
  };
}

/** The service worker's push handling, a classic script beside the Workbox worker, which imports it. */
const PUSH_WORKER = 'push-sw.js';

/**
 * Builds src/serviceWorker/push.ts into one self-contained script: a service worker loads it with
 * importScripts, which takes no modules. Emitted into the bundle, so Workbox keeps it with the app.
 */
function pushWorker(): Plugin {
  let root = '.';
  return {
    name: 'peace-push-worker',
    apply: browserBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const built = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          target: 'es2022',
          lib: { entry: resolve(root, 'src/serviceWorker/push.ts'), formats: ['iife'], name: 'peacePush', fileName: () => PUSH_WORKER },
        },
      });
      const outputs = (Array.isArray(built) ? built : [built]).flatMap((result) => ('output' in result ? result.output : []));
      const chunk = outputs.find((output) => output.type === 'chunk' && output.isEntry);
      if (chunk?.type !== 'chunk') this.error(`The build of ${PUSH_WORKER} gave no script`);
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER, source: chunk.code });
    },
  };
}

/**
 * The service worker, made by Workbox at build time: it keeps the app's shell (index.html, the
 * code, the styles, the icons) and the bell, so the app opens and a sit runs to its bell without a
 * network. A page is asked of the network first, as the gateway answers it (a visitor's page
 * rendered ahead of time, or the shell), and only offline read from what was kept, or else the
 * shell, which renders any page. The API and sign-in are never answered from the worker.
 * The manifest is public/manifest.webmanifest; the worker is registered by src/main.tsx once the page has loaded.
 * It also runs the push handling (pushWorker).
 */
function offlineApp() {
  return VitePWA({
    manifest: false,
    injectRegister: false,
    registerType: 'autoUpdate',
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,mp3,webmanifest,txt}'],
      // The sitemap and robots are for crawlers; a source map only for someone reading the code.
      globIgnores: ['**/*.map', 'sitemap.xml'],
      navigateFallback: null,
      // '/' is a page like any other, asked of the network first, not answered with the kept index.html:
      // a visitor then gets the landing page rendered ahead of time, whose sign-in check answers no 401.
      directoryIndex: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      importScripts: [`/${PUSH_WORKER}`],
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/') && url.pathname !== '/api',
          handler: 'NetworkFirst',
          options: {
            cacheName: 'pages',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 30 },
            precacheFallback: { fallbackURL: 'index.html' },
          },
        },
      ],
    },
  });
}

/**
 * React Router publishes a production build beside its default one, which differs only in
 * leaving out the warnings meant for developers, but names no package condition for it.
 */
const reactRouterProduction = resolve(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  // Each src/locales/<code>/messages.po imported becomes its compiled messages, checked to have every
  // message the sources have (failOnMissing).
  plugins: [documentsByName(), linguiMacros(), lingui({ configPath: LINGUI_CONFIG, failOnMissing: true, failOnCompileError: true }), react(), sitemap(), pageCode(), inlineStylesheet(), signedInChunks(), pushWorker(), offlineApp()],
  define: { __PEACE_ME_REQUEST__: meRequest },
  resolve: {
    // Workspace packages are read from their sources, so @peace/proto needs no build first.
    conditions: ['@peace/source', ...defaultClientConditions],
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  ssr: { resolve: { conditions: ['@peace/source', ...defaultServerConditions] } },
  build: {
    target: 'es2022',
    sourcemap: true,
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: {
      '/api': { target: gateway, changeOrigin: true, configure: asGatewayOrigin },
      '/graphql': { target: gateway, changeOrigin: true, configure: asGatewayOrigin },
      '/ws': { target: gateway.replace(/^http/, 'ws'), ws: true, configure: asGatewayOrigin },
    },
  },
}));
