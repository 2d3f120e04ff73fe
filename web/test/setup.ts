// DOM matchers (toBeInTheDocument, toHaveTextContent, toBeDisabled…) for every web test;
// importing them here also brings their types to the global expect.
import '@testing-library/jest-dom';
// jsdom lacks a few browser APIs the app touches; give them quiet stand-ins.
import { TextDecoder, TextEncoder } from 'node:util';
import { meRequestBody } from '../src/auth/meRequest';

// What vite.config.ts's define puts in place at build time.
Object.assign(globalThis, { TextEncoder, TextDecoder, __PEACE_ME_REQUEST__: meRequestBody() });

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

window.scrollTo = () => {};
