import { EmailDeliveryStatuses } from '@peace/proto';
import { DateTimeScalar, requireUser } from '@peace/kit';
import { listDeliveries, type NotificationDb } from '../commands/deliveries.js';
import type { Resolvers } from '../__generated__/resolvers-types.js';

export function createResolvers(deps: { db: NotificationDb }): Resolvers {
  return {
    DateTime: DateTimeScalar,
    EmailDeliveryStatus: EmailDeliveryStatuses,
    Query: {
      myEmailDeliveries: (_parent, _args, context) => listDeliveries(deps.db, requireUser(context)),
    },
  };
}
