import type { CodegenConfig } from '@graphql-codegen/cli';

export interface SubgraphCodegenOptions {
  /** Each enum of the SDL with its map from graph value to spec value (from proto/domain.ts). */
  enums?: Record<string, Record<string, string>>;
  /** GraphQL type → `module#Type` of the data its resolvers receive as parent, relative to the generated file. */
  mappers?: Record<string, string>;
}

/**
 * One subgraph's resolver types, generated from its own SDL: typed arguments, parents that are the
 * commands' rows, kit's RequestContext, and enums typed as the spec's values, because the resolver
 * map hands Apollo the same proto/domain maps and so resolvers never see the graph's names.
 */
export function subgraphCodegen(options: SubgraphCodegenOptions = {}): CodegenConfig {
  const enums = options.enums ?? {};
  return {
    schema: 'src/schema.graphql',
    generates: {
      'src/__generated__/resolvers-types.ts': {
        plugins: [{ add: { content: '/* Generated from src/schema.graphql by `npm run codegen`; do not edit. */' } }, 'typescript', 'typescript-resolvers'],
        config: {
          federation: true,
          useTypeImports: true,
          enumsAsTypes: true,
          mapperTypeSuffix: 'Model',
          contextType: '@peace/kit#RequestContext',
          scalars: { DateTime: { input: 'Date', output: 'Date' } },
          enumValues: enums,
          // An enum's own name as its mapper makes resolvers return the spec's values (the default is no type at all).
          mappers: { ...Object.fromEntries(Object.keys(enums).map((name) => [name, name])), ...options.mappers },
        },
      },
    },
  };
}
