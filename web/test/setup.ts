// DOM matchers (toBeInTheDocument, toHaveTextContent, toBeDisabled…) for every web test;
// importing them here also brings their types to the global expect.
import '@testing-library/jest-dom';
// jsdom lacks a few browser APIs the app touches; give them quiet stand-ins.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });

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
