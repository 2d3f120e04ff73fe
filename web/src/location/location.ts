/**
 * Where a meditation happened, as a person would say it ("Lisbon, Portugal").
 * Tries the device's position (turned into a place name), then an estimate from
 * the network address, then settles for 'Unknown Location'. Each step has its
 * own time limit and the whole search has one too, so a meditation never waits
 * on it.
 */
export const UNKNOWN_LOCATION = 'Unknown Location';
export const LOCATION_TIMEOUT_MS = 8000;
export const DEVICE_POSITION_TIMEOUT_MS = 5000;
export const LOOKUP_TIMEOUT_MS = 3000;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface ReverseGeocodeAnswer {
  city?: string | null;
  principalSubdivision?: string | null;
  countryName?: string | null;
}

/** GET /api/location: our own server's place for the network address. */
export interface IpLocationAnswer {
  location: string | null;
}

/** The outside world, passed in so tests and offline runs can replace it. */
export interface LocationServices {
  devicePosition(timeoutMs: number): Promise<Coordinates>;
  reverseGeocode(position: Coordinates, signal: AbortSignal): Promise<ReverseGeocodeAnswer>;
  ipLocation(signal: AbortSignal): Promise<IpLocationAnswer>;
}

export function placeName(parts: ReadonlyArray<string | null | undefined>): string | null {
  // "Singapore, Singapore, Singapore" says it once.
  const names = new Set(parts.map((part) => part?.trim()).filter((name) => !!name));
  return names.size ? [...names].join(', ') : null;
}

function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return new Promise<T>((resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(new Error('timed out')), { once: true });
    work(controller.signal).then(resolve, reject);
  }).finally(() => clearTimeout(timer));
}

async function fromDevice(services: LocationServices): Promise<string | null> {
  // The device's own limit is not enough: a permission prompt left unanswered
  // never times out. Past 5 s the network address gets its turn.
  const position = await withTimeout(() => services.devicePosition(DEVICE_POSITION_TIMEOUT_MS), DEVICE_POSITION_TIMEOUT_MS);
  const answer = await withTimeout((signal) => services.reverseGeocode(position, signal), LOOKUP_TIMEOUT_MS);
  return placeName([answer.city, answer.principalSubdivision, answer.countryName]);
}

async function fromNetworkAddress(services: LocationServices): Promise<string | null> {
  const answer = await withTimeout((signal) => services.ipLocation(signal), LOOKUP_TIMEOUT_MS);
  return placeName([answer.location]);
}

/**
 * The place of a sit: the device's position only when the person chose to share it (`useDevice`),
 * then our own server's estimate from the network address, then 'Unknown Location'.
 */
export async function detectLocation(
  services: LocationServices,
  log: (message: string, error?: unknown) => void = () => {},
  useDevice = true,
): Promise<string> {
  const search = (async () => {
    if (useDevice) {
      try {
        const place = await fromDevice(services);
        if (place) return place;
      } catch {
        // Declined, unavailable or slow: the network address is the next best guess.
      }
    }
    try {
      const place = await fromNetworkAddress(services);
      if (place) return place;
    } catch (error) {
      log('Could not determine location', error);
    }
    return UNKNOWN_LOCATION;
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(UNKNOWN_LOCATION), LOCATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([search, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
