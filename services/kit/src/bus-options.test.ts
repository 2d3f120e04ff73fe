import { natsConnectionOptions } from './bus.js';

describe('NATS connection options', () => {
  it('passes the user and password as options, never inside the server URLs', () => {
    expect(natsConnectionOptions('nats://nats-0:4222,nats://nats-1:4222', { NATS_USER: 'peace', NATS_PASSWORD: '1" \\&' })).toEqual({
      servers: ['nats://nats-0:4222', 'nats://nats-1:4222'],
      user: 'peace',
      pass: '1" \\&',
    });
  });

  it('takes credentials written in a URL out of it, decoded, when no setting gives them', () => {
    expect(natsConnectionOptions('nats://peace:9s%40c%3Aret@nats.peace.svc:4222')).toEqual({ servers: ['nats://nats.peace.svc:4222'], user: 'peace', pass: '9s@c:ret' });
    expect(natsConnectionOptions('nats://s3cr3t-token@nats:4222')).toEqual({ servers: ['nats://nats:4222'], token: 's3cr3t-token' });
    expect(natsConnectionOptions('nats-0:4222')).toEqual({ servers: ['nats-0:4222'] });
  });

  it('prefers a token or a credentials file when one is set', () => {
    expect(natsConnectionOptions('nats://peace:x@nats:4222', { NATS_TOKEN: 't' })).toEqual({ servers: ['nats://nats:4222'], token: 't' });
    const withFile = natsConnectionOptions('nats://nats:4222', { NATS_CREDS_FILE: '/var/run/nats/app.creds' });
    expect(withFile.servers).toEqual(['nats://nats:4222']);
    expect(typeof withFile.authenticator).toBe('function');
  });
});
