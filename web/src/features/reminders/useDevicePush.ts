import { useCallback, useEffect, useState } from 'react';
import { devicePush, PushUnavailable, turnOffPush, turnOnPush, type DevicePush, type PushRefusal } from './pushDevice';

/**
 * Push on this device as the page shows it: 'checking' until the browser and the server have been
 * asked (which never prompts), 'working' while it is being turned on or off.
 */
export function useDevicePush() {
  const [state, setState] = useState<DevicePush | 'checking' | 'working'>('checking');
  useEffect(() => {
    let current = true;
    devicePush().then(
      (found) => {
        if (current) setState(found);
      },
      (error: unknown) => {
        console.warn('Could not read push on this device', error);
        if (current) setState('off');
      },
    );
    return () => {
      current = false;
    };
  }, []);

  /**
   * Turns push on or off here. Resolves to the state reached, or to why the browser would not turn it
   * on; throws on any other failure (the network, the server).
   */
  const turn = useCallback(async (on: boolean): Promise<DevicePush | PushRefusal> => {
    setState('working');
    try {
      await (on ? turnOnPush() : turnOffPush());
      const reached = on ? 'on' : 'off';
      setState(reached);
      return reached;
    } catch (error) {
      setState(await devicePush().catch(() => 'off' as const));
      if (error instanceof PushUnavailable) return error.reason;
      throw error;
    }
  }, []);
  return { state, turn };
}
