import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './domain.js';

/** One language range of an Accept-Language header, with its weight and its place in the header. */
interface Preference {
  /** Lower-cased: a tag such as "de-at", or "*". */
  range: string;
  quality: number;
  position: number;
}

// RFC 9110 §12.5.4 and RFC 4647 §2.1: a range is "*" or subtags of up to eight letters or digits, the first letters only.
const RANGE = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i;
// RFC 9110 §12.4.2: a weight is 0 to 1 with at most three decimals.
const QUALITY = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The header's ranges; an entry that is not a range with an optional weight is left out, the rest still count. */
function preferences(header: string): Preference[] {
  return header.split(',').flatMap((entry, position) => {
    const [range = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (!RANGE.test(range)) return [];
    let quality = 1;
    for (const parameter of parameters) {
      const [name, value = ''] = parameter.split('=').map((part) => part.trim());
      if (name?.toLowerCase() !== 'q' || !QUALITY.test(value)) return [];
      quality = Number(value);
    }
    return [{ range: range.toLowerCase(), quality, position }];
  });
}

/**
 * How much the header wants a language: the range naming it exactly, else the best of the ranges
 * of its regions and scripts (de-AT, es-419, ja-Jpan-JP), else "*"; undefined when nothing names it.
 */
function preferenceFor(language: Language, ranked: readonly Preference[]): Preference | undefined {
  const exact = ranked.find((preference) => preference.range === language);
  if (exact) return exact;
  const regional = ranked.filter((preference) => preference.range.startsWith(`${language}-`));
  if (regional.length > 0) return regional.reduce((best, preference) => (preference.quality > best.quality ? preference : best));
  return ranked.find((preference) => preference.range === '*');
}

/**
 * The shipped language an Accept-Language header prefers: the one its ranges weigh highest, a
 * region or script falling back to its language (de-AT is German), the earlier range winning a tie
 * and English among those "*" alone names. A weight of 0 refuses a language. English when the
 * header is absent, malformed throughout, or names nothing shipped.
 */
export function negotiateLanguage(header: string | null | undefined): Language {
  const ranked = header ? preferences(header) : [];
  let chosen: { language: Language; preference: Preference } | undefined;
  for (const language of LANGUAGES) {
    const preference = preferenceFor(language, ranked);
    if (!preference || preference.quality === 0) continue;
    const better = !chosen || preference.quality > chosen.preference.quality || (preference.quality === chosen.preference.quality && preference.position < chosen.preference.position);
    if (better) chosen = { language, preference };
  }
  return chosen?.language ?? DEFAULT_LANGUAGE;
}
