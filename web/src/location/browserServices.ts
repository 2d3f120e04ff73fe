import type { Coordinates, IpLocationAnswer, LocationServices, ReverseGeocodeAnswer } from './location';

const REVERSE_GEOCODE_URL = 'https://api.bigdatacloud.net/data/reverse-geocode-client';
/** Our own server's look-up of the network address in an offline database: no third party hears of it. */
const IP_LOCATION_URL = '/api/location';

async function getJson<T>(url: string, signal: AbortSignal, credentials: RequestCredentials): Promise<T> {
  const response = await fetch(url, { signal, credentials });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return (await response.json()) as T;
}

/** The real services: the device position and its geocoding only when the person chose to share it. */
export const browserLocationServices: LocationServices = {
  devicePosition(timeoutMs) {
    return new Promise<Coordinates>((resolve, reject) => {
      if (!('geolocation' in navigator)) {
        reject(new Error('Geolocation is not available'));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
        reject,
        // A city is all we record, so a quick coarse fix is better than a slow precise one.
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 10 * 60_000 },
      );
    });
  },
  reverseGeocode({ latitude, longitude }, signal) {
    const query = new URLSearchParams({
      latitude: String(latitude),
      longitude: String(longitude),
      localityLanguage: 'en',
    });
    // No cookies: the geocoder is not ours, and hears only of a position the person chose to share.
    return getJson<ReverseGeocodeAnswer>(`${REVERSE_GEOCODE_URL}?${query}`, signal, 'omit');
  },
  ipLocation(signal) {
    return getJson<IpLocationAnswer>(IP_LOCATION_URL, signal, 'same-origin');
  },
};
