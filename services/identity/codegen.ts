import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({ mappers: { User: '../commands/users.js#UserRow' } });
