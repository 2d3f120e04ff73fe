// What this subgraph's resolver types are made from beside its SDL; `npm run codegen` turns it into the generator's config.
import { EmailDeliveryStatuses } from '../../proto/src/domain.js';

export const subgraph = {
  enums: { EmailDeliveryStatus: EmailDeliveryStatuses },
  mappers: { EmailDelivery: '../db/email-log.repository.js#EmailDeliveryRow', User: '../commands/preferences.js#UserRef', PushSubscription: '../db/push-subscriptions.repository.js#PushSubscriptionRow' },
};
