// What this subgraph's resolver types are made from beside its SDL; `npm run codegen` turns it into the generator's config.
export const subgraph = { mappers: { User: '../commands/users.js#UserRow' } };
