import { readFileSync } from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// The embedded provider's tables; their schema name and migrations folder are stated once, in package.json.
const { peace } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { peace: { schema: string; migrations: string } };

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/provider/db/schema.ts',
  out: `./${peace.migrations}`,
  schemaFilter: [peace.schema],
});
