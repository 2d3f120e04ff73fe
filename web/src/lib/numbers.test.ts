import { formatCount } from './numbers';

describe('formatCount', () => {
  it('writes whole numbers as en-US does', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [0, 7, 42, 420, 999, 1000, 1234, 12_345, 123_456, 1_234_567, -1, -1000, -9_876_543, Number.MAX_SAFE_INTEGER]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });

  it('leaves fractions, negative zero and very large numbers to Intl', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [1234.5678, 0.1, -0, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
});
