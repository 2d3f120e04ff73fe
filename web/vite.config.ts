import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IncomingMessage } from 'node:http';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { proxiedOrigin } from './src/lib/devProxy.ts';
import { teachingPaths } from './src/routes/paths.ts';

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
    apply: 'build',
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

export default defineConfig({
  plugins: [react(), sitemap()],
  resolve: {
    // Workspace packages are read from their sources, so @peace/proto needs no build first.
    conditions: ['@peace/source', ...defaultClientConditions],
  },
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
});
