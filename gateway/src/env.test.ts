import { gatewayEnv } from './env.js';

const required = {
  REDIS_URL: 'redis://127.0.0.1:6379',
  INTERNAL_SECRET: 'x'.repeat(16),
  SESSION_SECRET: 'y'.repeat(16),
  IDENTITY_URL: 'http://127.0.0.1:4001',
  SUBGRAPH_IDENTITY_URL: 'http://127.0.0.1:4001/graphql',
  SUBGRAPH_MEDITATION_URL: 'http://127.0.0.1:4002/graphql',
  SUBGRAPH_GROUPS_URL: 'http://127.0.0.1:4003/graphql',
  SUBGRAPH_COMMUNITIES_URL: 'http://127.0.0.1:4004/graphql',
  SUBGRAPH_STATS_URL: 'http://127.0.0.1:4005/graphql',
  SUBGRAPH_NOTIFICATION_URL: 'http://127.0.0.1:4006/graphql',
};

describe('gateway settings', () => {
  it('turns introspection off in production unless it is asked for', () => {
    expect(gatewayEnv.parse({ ...required, NODE_ENV: 'production' }).GRAPHQL_INTROSPECTION).toBe(false);
    expect(gatewayEnv.parse({ ...required, NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '1' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(gatewayEnv.parse({ ...required, NODE_ENV: 'development' }).GRAPHQL_INTROSPECTION).toBe(true);
    expect(gatewayEnv.parse({ ...required, NODE_ENV: 'development', GRAPHQL_INTROSPECTION: '0' }).GRAPHQL_INTROSPECTION).toBe(false);
  });

  it('serves metrics on a port of their own', () => {
    const env = gatewayEnv.parse({ ...required, PORT: '8080' });
    expect([env.PORT, env.METRICS_PORT]).toEqual([8080, 9464]);
  });
});
