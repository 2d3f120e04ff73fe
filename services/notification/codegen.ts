// What this subgraph's resolver types are made from beside its SDL; `npm run codegen` turns it into the generator's config.
import { EmailDeliveryStatuses } from '../../proto/src/domain.js';

export const subgraph = {
  enums: { EmailDeliveryStatus: EmailDeliveryStatuses },
  mappers: { EmailDelivery: '../commands/deliveries.js#EmailDeliveryRow', User: '../commands/preferences.js#UserRef', PushSubscription: '../commands/subscriptions.js#PushSubscriptionRow' },
};
