import { readFileSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// The schema name and the migrations folder are stated once, in package.json, for this tool and the migrations runner.
const { peace } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { peace: { schema: string; migrations: string } };

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: `./${peace.migrations}`,
  schemaFilter: [peace.schema],
});
