import { useCallback, useRef, useState } from 'react';
import { runtimeConfig } from '../lib/config';
import { browserLocationServices } from '../location/browserServices';
import { devicePositionChosen } from '../location/deviceChoice';
import { detectLocation, UNKNOWN_LOCATION } from '../location/location';

export interface PracticeLocation {
  /** The place name once known; null while still looking. */
  location: string | null;
  /** Starts the search if it has not started; resolves with the place name. */
  locate: () => Promise<string>;
}

/**
 * The location is looked up once per visit, on Begin. The device's position is asked for only
 * when the person chose to share it (Profile, Settings); otherwise our own server names the place
 * from the network address. A person who asked not to have their location recorded gets
 * 'Unknown Location' with no look-up at all.
 */
export function usePracticeLocation(recordLocation = true): PracticeLocation {
  const [location, setLocation] = useState<string | null>(null);
  const search = useRef<Promise<string> | null>(null);

  const locate = useCallback(() => {
    search.current ??= (
      recordLocation
        ? detectLocation(browserLocationServices, (message, error) => console.warn(message, error), devicePositionChosen() && runtimeConfig().externalLookups)
        : Promise.resolve(UNKNOWN_LOCATION)
    ).then((place) => {
      setLocation(place);
      return place;
    });
    return search.current;
  }, [recordLocation]);

  return { location, locate };
}
