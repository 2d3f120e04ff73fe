import { HttpError, serverMessage } from './http';

describe('serverMessage', () => {
  it("reads the message from a failed call's JSON body", () => {
    expect(serverMessage(new HttpError(400, '400: {"message":"Already a member"}'))).toBe('Already a member');
  });

  it('gives nothing for a body without a message, a plain-text body or another kind of error', () => {
    expect(serverMessage(new HttpError(400, '400: {"error":"x"}'))).toBeNull();
    expect(serverMessage(new HttpError(502, '502: Bad Gateway'))).toBeNull();
    expect(serverMessage(new HttpError(400, '400: null'))).toBeNull();
    expect(serverMessage(new Error('offline'))).toBeNull();
  });
});
