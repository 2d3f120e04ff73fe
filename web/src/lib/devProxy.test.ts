import { proxiedOrigin } from './devProxy';

const gateway = 'http://localhost:8080';

describe('proxiedOrigin', () => {
  it("presents the dev server's own pages as the gateway's origin", () => {
    expect(proxiedOrigin('http://localhost:5173', 'localhost:5173', gateway)).toBe('http://localhost:8080');
    expect(proxiedOrigin('http://127.0.0.1:5173', '127.0.0.1:5173', 'http://gateway.local:8080/')).toBe('http://gateway.local:8080');
  });

  it('leaves requests from any other site alone, so the gateway still refuses them', () => {
    expect(proxiedOrigin('https://evil.example', 'localhost:5173', gateway)).toBeUndefined();
    expect(proxiedOrigin('http://localhost:5174', 'localhost:5173', gateway)).toBeUndefined();
  });

  it('adds nothing to a request without an Origin or a readable one', () => {
    expect(proxiedOrigin(undefined, 'localhost:5173', gateway)).toBeUndefined();
    expect(proxiedOrigin('null', 'localhost:5173', gateway)).toBeUndefined();
  });
});
