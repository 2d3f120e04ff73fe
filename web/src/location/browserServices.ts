import type { Coordinates, IpLocationAnswer, LocationServices, ReverseGeocodeAnswer } from './location';

const REVERSE_GEOCODE_URL = 'https://api.bigdatacloud.net/data/reverse-geocode-client';
const IP_LOCATION_URL = 'https://ipapi.co/json/';

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  // No cookies: these services are not ours.
  const response = await fetch(url, { signal, credentials: 'omit' });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return (await response.json()) as T;
}

/** The real services, used in the browser when external lookups are allowed. */
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
    return getJson<ReverseGeocodeAnswer>(`${REVERSE_GEOCODE_URL}?${query}`, signal);
  },
  ipLocation(signal) {
    return getJson<IpLocationAnswer>(IP_LOCATION_URL, signal);
  },
};
