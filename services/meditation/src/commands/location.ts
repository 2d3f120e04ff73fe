/** What a network address says about where someone is, as the offline database knows it. */
type Lookup = (address: string) => { country: string; city: string } | null;

/**
 * The offline IP database geoip-lite ships with itself, loaded on the first look-up rather than at
 * start: it takes about 0.6 s and 110 MB, which a replica that is never asked need not pay.
 */
let database: Promise<Lookup> | undefined;
function lookup(): Promise<Lookup> {
  database ??= import('geoip-lite').then((geoip) => (address: string) => geoip.default.lookup(address));
  return database;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * A network address's approximate place ('Drammen, Norway', 'Norway'), looked up on this server so
 * that no third party learns of the person; null for an address that names no place (a private or
 * unknown one) or is not an address. The address is neither kept nor logged.
 */
export async function placeOfAddress(address: string): Promise<string | null> {
  // An IPv4 address as an IPv6 socket reports it.
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain.length > 64) return null;
  const found = (await lookup())(plain);
  if (!found?.country) return null;
  let country = found.country;
  try {
    country = countryNames.of(found.country) ?? found.country;
  } catch {
    // A code the display names do not know stays a code.
  }
  return [found.city, country].filter((part) => part.trim() !== '').join(', ');
}
