// What this subgraph's resolver types are made from beside its SDL; `npm run codegen` turns it into the generator's config.
import { Languages } from '../../proto/src/domain.js';

export const subgraph = { enums: { Language: Languages }, mappers: { User: '../commands/users.js#UserRow' } };
