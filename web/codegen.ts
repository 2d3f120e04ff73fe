// Types for every GraphQL operation the web sends, generated from the public API schema the
// gateway serves (gateway/schema.graphql, composed from the subgraphs). Operations are written
// once with `graphql()` from src/graphql/__generated__; `npm run codegen` rewrites the folder and
// `npm run codegen:check` fails when it no longer matches the schema or the operations.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: '../gateway/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/graphql/__generated__/**', '!src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: false,
  generates: {
    'src/graphql/__generated__/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Enums arrive as their names ('NON_VIOLENCE'); labels come from @peace/proto/domain.
        enumType: 'string-literal',
        scalars: { DateTime: 'string' },
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
