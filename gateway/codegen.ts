import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The REST routes' operations, typed from the public API schema that `npm run compose` writes:
 * each document becomes a TypedDocumentNode whose data and variables the route must match.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: 'src/rest/operations/*.graphql',
  generates: {
    'src/rest/__generated__/operations.ts': {
      plugins: [{ add: { content: '/* Generated from src/rest/operations/*.graphql by `npm run codegen`; do not edit. */' } }, 'typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: true,
        scalars: { DateTime: 'string' },
      },
    },
  },
};

export default config;
