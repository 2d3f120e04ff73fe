import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The web app's messages: English is the source, written in the components; each other language's
// translations live in src/locales/<code>/messages.po, compiled by the Vite build (see vite.config.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'de', 'ja', 'ar'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'], exclude: ['**/*.test.*', '**/__generated__/**'] }],
  format: formatter({ lineNumbers: false }),
});
