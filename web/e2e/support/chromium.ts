// How the browser tests and the benchmarks that drive pages start Chromium.

/**
 * Features Playwright itself turns off for automation (playwright-core 1.65, chromiumSwitches). They
 * are named again here because Chromium keeps only the last --disable-features it is given: the one
 * below, which must carry them as well as ours.
 */
const automationOff = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];

/**
 * Chromium keeps the address bar's suggestion popups ready for every window, each a renderer of its
 * own: two more processes beside each page, waking on their own, that a test holding many pages on
 * two cores pays for in late timers. Nothing here types into an address bar.
 */
const omniboxPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...automationOff, ...omniboxPopups].join(',')}`,
];
