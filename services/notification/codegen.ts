import { EmailDeliveryStatuses } from '../../proto/src/domain.js';
import { subgraphCodegen } from '../../scripts/src/codegen/subgraph.js';

export default subgraphCodegen({
  enums: { EmailDeliveryStatus: EmailDeliveryStatuses },
  mappers: { EmailDelivery: '../commands/deliveries.js#EmailDeliveryRow', User: '../commands/preferences.js#UserRef' },
});
