import { useCallback, useEffect, useRef, useState } from 'react';
import { runtimeConfig } from '../lib/config';
import { browserLocationServices } from '../location/browserServices';
import { detectLocation, UNKNOWN_LOCATION } from '../location/location';

export interface PracticeLocation {
  /** The place name once known; null while still looking. */
  location: string | null;
  /** Starts the search if it has not started; resolves with the place name. */
  locate: () => Promise<string>;
}

/**
 * The location is looked up once per visit. It starts on its own only when the
 * device already allows it; otherwise on Begin, so the permission question
 * comes from a person's own action rather than out of nowhere.
 */
export function usePracticeLocation(): PracticeLocation {
  const [location, setLocation] = useState<string | null>(null);
  const search = useRef<Promise<string> | null>(null);

  const locate = useCallback(() => {
    search.current ??= (
      runtimeConfig().externalLookups
        ? detectLocation(browserLocationServices, (message, error) => console.warn(message, error))
        : Promise.resolve(UNKNOWN_LOCATION)
    ).then((place) => {
      setLocation(place);
      return place;
    });
    return search.current;
  }, []);

  useEffect(() => {
    if (!runtimeConfig().externalLookups) return;
    let live = true;
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((status) => {
        if (live && status.state === 'granted') void locate();
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [locate]);

  return { location, locate };
}
