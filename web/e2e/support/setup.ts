import { jest } from '@jest/globals';

// A cold Chromium plus a page load per case: generous, but bounded.
jest.setTimeout(120_000);
