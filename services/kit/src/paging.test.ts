import { AppError } from './errors.js';
import { pageOf } from './paging.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? { code: error.code, message: error.message } : error;
  }
  return 'answered';
};

describe('a page of a list', () => {
  it('is the cap from the start when nothing is asked', () => {
    expect(pageOf({}, 200)).toEqual({ first: 200, after: null });
    expect(pageOf({ first: null, after: null }, 200)).toEqual({ first: 200, after: null });
    const after = 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    expect(pageOf({ first: 1, after }, 200)).toEqual({ first: 1, after });
  });

  it('refuses a size outside 1 to the cap, and a cursor that is not an id, naming the argument', () => {
    for (const first of [0, -1, 201, 1.5]) expect(refusal(() => pageOf({ first }, 200))).toEqual({ code: 'BAD_USER_INPUT', message: 'first: must be between 1 and 200' });
    expect(refusal(() => pageOf({ after: 'tomorrow' }, 200))).toEqual({ code: 'BAD_USER_INPUT', message: 'after: must be the id of an item of the list' });
  });
});
