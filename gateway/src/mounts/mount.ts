import type http from 'node:http';
import type { Express } from 'express';
import type { Logger } from '@peace/kit';
import type { GatewayConfig } from '../config.js';
import type { GatewayParts } from '../parts.js';

/** What every mount is given: the settings, the shared parts, the app its routes go on and the server its sockets upgrade from. */
export interface Wiring {
  config: GatewayConfig;
  logger: Logger;
  parts: GatewayParts;
  app: Express;
  server: http.Server;
}

/** What a mount leaves running, for the gateway to start and stop in order. */
export interface Attached {
  /** Starts listening on a port of its own. */
  listen?(): Promise<unknown>;
  /** Stops taking connections of its own; resolves once those in flight are done. */
  stopAccepting?(): Promise<void>;
  /** Closes what it holds open (live sockets), which would otherwise keep the server from closing. */
  close?(): Promise<void>;
}

/** One named piece of the public surface. Mounts attach in order: routes mounted earlier answer first. */
export interface Mount {
  name: string;
  attach(wiring: Wiring): Attached;
}

/** One value per wiring, made by the first mount that asks for it: what several mounts share (the caller's identity, the security headers). */
export function perWiring<T>(make: (wiring: Wiring) => T): (wiring: Wiring) => T {
  const made = new WeakMap<Wiring, T>();
  return (wiring) => {
    let value = made.get(wiring);
    if (value === undefined) {
      value = make(wiring);
      made.set(wiring, value);
    }
    return value;
  };
}
