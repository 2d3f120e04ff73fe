import { jest } from '@jest/globals';
import {
  detectLocation,
  DEVICE_POSITION_TIMEOUT_MS,
  LOCATION_TIMEOUT_MS,
  LOOKUP_TIMEOUT_MS,
  placeName,
  UNKNOWN_LOCATION,
  type LocationServices,
} from './location';

// The outside services are not ours: every test stands them in.
function services(overrides: Partial<LocationServices>): LocationServices {
  return {
    devicePosition: () => Promise.reject(new Error('denied')),
    reverseGeocode: () => Promise.reject(new Error('unreachable')),
    ipLocation: () => Promise.reject(new Error('unreachable')),
    ...overrides,
  };
}

describe('placeName', () => {
  it('joins the known parts and drops repeats and blanks', () => {
    expect(placeName(['Lisbon', 'Lisbon', 'Portugal'])).toBe('Lisbon, Portugal');
    expect(placeName([null, ' ', 'Kenya'])).toBe('Kenya');
    expect(placeName([undefined, null])).toBeNull();
  });
});

describe('detectLocation', () => {
  it('names the place from the device position first', async () => {
    const ipLocation = jest.fn<LocationServices['ipLocation']>();
    const place = await detectLocation(
      services({
        devicePosition: () => Promise.resolve({ latitude: 38.7, longitude: -9.1 }),
        reverseGeocode: () => Promise.resolve({ city: 'Lisbon', principalSubdivision: 'Lisbon', countryName: 'Portugal' }),
        ipLocation,
      }),
    );
    expect(place).toBe('Lisbon, Portugal');
    expect(ipLocation).not.toHaveBeenCalled();
  });

  it('never asks the device for its position unless the person chose to share it', async () => {
    const devicePosition = jest.fn<LocationServices['devicePosition']>(() => Promise.resolve({ latitude: 1, longitude: 2 }));
    const place = await detectLocation(services({ devicePosition, ipLocation: () => Promise.resolve({ location: 'Oslo, Norway' }) }), undefined, false);
    expect(place).toBe('Oslo, Norway');
    expect(devicePosition).not.toHaveBeenCalled();
  });

  it('falls back to the network address when the device says no', async () => {
    const place = await detectLocation(
      services({ ipLocation: () => Promise.resolve({ location: 'Nairobi, Kenya' }) }),
    );
    expect(place).toBe('Nairobi, Kenya');
  });

  it('falls back to the network address when reverse geocoding fails', async () => {
    const place = await detectLocation(
      services({
        devicePosition: () => Promise.resolve({ latitude: 1, longitude: 2 }),
        ipLocation: () => Promise.resolve({ location: 'Oslo, Norway' }),
      }),
    );
    expect(place).toBe('Oslo, Norway');
  });

  it("settles for 'Unknown Location' and says why when everything fails", async () => {
    const log = jest.fn<(message: string, error?: unknown) => void>();
    await expect(detectLocation(services({}), log)).resolves.toBe(UNKNOWN_LOCATION);
    expect(log).toHaveBeenCalledWith('Could not determine location', expect.any(Error));
  });

  it("gives up after the overall time limit with 'Unknown Location'", async () => {
    jest.useFakeTimers();
    try {
      const pending = detectLocation(services({ devicePosition: () => new Promise(() => {}) }));
      await jest.advanceTimersByTimeAsync(LOCATION_TIMEOUT_MS);
      await expect(pending).resolves.toBe(UNKNOWN_LOCATION);
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops waiting for the device position after 5 s and asks by network address within the overall limit', async () => {
    jest.useFakeTimers();
    try {
      const ipLocation = jest.fn<LocationServices['ipLocation']>(() => Promise.resolve({ location: 'Lima, Peru' }));
      let settled: string | null = null;
      // A permission question nobody answers: the device never calls back.
      void detectLocation(services({ devicePosition: () => new Promise(() => {}), ipLocation })).then((place) => {
        settled = place;
      });
      await jest.advanceTimersByTimeAsync(DEVICE_POSITION_TIMEOUT_MS - 1);
      expect(ipLocation).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(ipLocation).toHaveBeenCalledTimes(1);
      expect(settled).toBe('Lima, Peru');
    } finally {
      jest.useRealTimers();
    }
  });

  it('still names the place by network address when that answer takes most of its 3 s after a silent device', async () => {
    jest.useFakeTimers();
    try {
      const pending = detectLocation(
        services({
          devicePosition: () => new Promise(() => {}),
          ipLocation: () => new Promise((resolve) => setTimeout(() => resolve({ location: 'Accra, Ghana' }), LOOKUP_TIMEOUT_MS - 10)),
        }),
      );
      await jest.advanceTimersByTimeAsync(LOCATION_TIMEOUT_MS);
      await expect(pending).resolves.toBe('Accra, Ghana');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not wait on a lookup that hangs past its own limit', async () => {
    jest.useFakeTimers();
    try {
      const pending = detectLocation(
        services({
          devicePosition: () => Promise.resolve({ latitude: 1, longitude: 2 }),
          reverseGeocode: () => new Promise(() => {}),
          ipLocation: () => Promise.resolve({ location: 'Quito, Ecuador' }),
        }),
      );
      await jest.advanceTimersByTimeAsync(3000);
      await expect(pending).resolves.toBe('Quito, Ecuador');
    } finally {
      jest.useRealTimers();
    }
  });
});
