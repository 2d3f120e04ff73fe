import { expect } from '@jest/globals';
import { GraphQLError } from 'graphql';
import { AppError } from '@peace/kit';
import { isSubgraphDown, subgraphFailure } from './unavailable.js';

const socketError = (code: string) => Object.assign(new Error(`request to http://127.0.0.1:4001/graphql failed, reason: ${code}`), { code, type: 'system' });
const answered = (status: number) => new GraphQLError(`${status}: status`, { extensions: { response: { status, body: '' } } });

describe('a failed subgraph fetch', () => {
  it('means the subgraph is down when nothing listens or the connection broke', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']) expect({ code, down: isSubgraphDown(socketError(code)) }).toEqual({ code, down: true });
    const wrapped = new Error('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    expect(isSubgraphDown(wrapped)).toBe(true);
  });

  it('means the subgraph is down when a proxy or a stopping server answered for it', () => {
    for (const status of [502, 503, 504]) expect({ status, down: isSubgraphDown(answered(status)) }).toEqual({ status, down: true });
  });

  it('is the subgraph’s own answer otherwise', () => {
    for (const status of [400, 401, 403, 500]) expect({ status, down: isSubgraphDown(answered(status)) }).toEqual({ status, down: false });
    expect(isSubgraphDown(new Error('Expected JSON response body, but received: <html>'))).toBe(false);
    expect(isSubgraphDown(socketError('ERR_SOMETHING_ELSE'))).toBe(false);
  });

  it('becomes UNAVAILABLE naming the subgraph when it is down, and stays as it was otherwise', () => {
    const down = subgraphFailure('stats', socketError('ECONNREFUSED'));
    expect(down).toBeInstanceOf(AppError);
    expect(down).toMatchObject({ code: 'UNAVAILABLE', status: 503, message: 'Service unavailable: stats is not answering' });
    const other = answered(500);
    expect(subgraphFailure('stats', other)).toBe(other);
  });
});
