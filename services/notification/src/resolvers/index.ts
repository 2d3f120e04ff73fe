import { DateTimeScalar, requireUser, type RequestContext } from '@peace/kit';
import { listDeliveries, type NotificationDb } from '../commands/deliveries.js';

export function createResolvers(deps: { db: NotificationDb }) {
  return {
    DateTime: DateTimeScalar,
    Query: {
      myEmailDeliveries: (_: unknown, _args: unknown, context: RequestContext) => listDeliveries(deps.db, requireUser(context)),
    },
  };
}
