import { createLogger, EventConsumer, type Bus, type ConsumerDefinition, type EventTransaction } from '@peace/kit';
import type { Envelope, EventContract } from '@peace/proto';
import { SCHEMA } from '../db/schema.js';
import { createFixture, type Fixture, type FixtureInfra } from './fixture.js';

type MeditationDb = Fixture['deps']['db'];

export interface ConsumerFixture<TContract extends EventContract<string, unknown>> {
  /** The commands' fixture the consumer writes through. */
  fixture: Fixture;
  bus: Bus;
  /** The consumer running now. */
  readonly consumer: EventConsumer<MeditationDb, TContract>;
  /** Publishes as the producer's outbox relay does: the event's id is the message id unless one is given. */
  publish(event: Envelope<unknown>, msgID?: string): Promise<void>;
  /** Waits until the consumer has applied and acknowledged everything published. */
  consumed(): Promise<void>;
  /** Stops the consumer, as a service that goes down does. */
  stop(): Promise<void>;
  /** Starts it again, from where it stopped. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/** A NATS of the suite's own (the suite's `startPrivateBus(name)`), as the consumer fixture uses it. */
export interface PrivateEvents {
  bus: Bus;
  publish(event: Envelope<unknown>, msgID?: string): Promise<void>;
  caughtUp(durable: string): Promise<void>;
  close(): Promise<void>;
}

/** What a consumer fixture runs over: the commands' database and Redis, and a NATS of its own. */
export interface ConsumerInfra extends FixtureInfra {
  events: PrivateEvents;
}

/**
 * One of the service's consumers, in the suite's process, over a NATS of the suite's own and the
 * commands' fixture (the run's PostgreSQL and Redis, a clock the suite sets): what every events
 * suite of the service starts with.
 */
export async function startConsumerFixture<TContract extends EventContract<string, unknown>>(
  infra: ConsumerInfra,
  definition: (fixture: Fixture) => ConsumerDefinition<EventTransaction<MeditationDb>, TContract>,
  start?: string,
): Promise<ConsumerFixture<TContract>> {
  const { events: privateBus } = infra;
  const fixture = await createFixture(infra, start);
  const consumerDefinition = definition(fixture);
  const logger = createLogger('meditation-test', 'silent');
  const create = () => new EventConsumer({ bus: privateBus.bus, db: fixture.deps.db, schemaName: SCHEMA, consumer: consumerDefinition, logger, retryDelayMs: 100 });
  let consumer = create();
  await consumer.start();
  let running = true;
  const startConsumer = async () => {
    consumer = create();
    await consumer.start();
    running = true;
  };
  const stopConsumer = async () => {
    if (running) await consumer.stop();
    running = false;
  };
  return {
    fixture,
    bus: privateBus.bus,
    get consumer() {
      return consumer;
    },
    publish: (event, msgID) => privateBus.publish(event, msgID),
    consumed: () => privateBus.caughtUp(consumerDefinition.durable),
    stop: stopConsumer,
    start: startConsumer,
    close: async () => {
      await stopConsumer();
      await privateBus.close();
      await fixture.close();
    },
  };
}
