import { z } from 'zod';
import { uuidv7 } from 'uuidv7';

/** Every event travels in this envelope; its id is also the JetStream message id. */
export const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().regex(/^peace\.[a-z]+\.[a-z-]+\.[a-z-]+$/),
  occurredAt: z.string().datetime({ offset: true }),
  version: z.number().int().positive(),
  data: z.unknown(),
});

export type Envelope<TData = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: TData };

export interface EventContract<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly version: number;
  readonly schema: z.ZodType<TData>;
}

/** Declares an event: its subject (which is its type), its version and its payload schema. */
export function defineEvent<const TType extends string, TSchema extends z.ZodType>(type: TType, version: number, schema: TSchema): EventContract<TType, z.infer<TSchema>> {
  return Object.freeze({ type, version, schema: schema as unknown as z.ZodType<z.infer<TSchema>> });
}

export type EventData<C> = C extends EventContract<string, infer D> ? D : never;

/** Builds a new envelope for a contract, validating the payload as the producer. */
export function createEnvelope<TType extends string, TData>(contract: EventContract<TType, TData>, data: TData, occurredAt: Date = new Date()): Envelope<TData> {
  return {
    id: uuidv7(),
    type: contract.type,
    occurredAt: occurredAt.toISOString(),
    version: contract.version,
    data: contract.schema.parse(data),
  };
}
