let fallback: Intl.NumberFormat | undefined;

/**
 * A figure as en-US writes it ('1,234'). Whole numbers, which is what the app counts, are grouped
 * here rather than by Intl: a page's first Intl formatter loads the locale data, a long pause on a
 * phone that the first paint need not wait for. Anything else goes to Intl, made when first needed.
 */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  fallback ??= new Intl.NumberFormat('en-US');
  return fallback.format(value);
}
