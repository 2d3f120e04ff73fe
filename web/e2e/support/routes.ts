/** Every route of the product and the main heading each state shows there. */
const missingId = '00000000-0000-4000-8000-000000000000';

const teaching: Array<[string, string]> = [
  ['/peace-meditation', 'Peace meditation: becoming the calm you hope to see'],
  ['/nonviolence-meditation', 'Nonviolence meditation: strength without harm'],
  ['/forgiveness-meditation', 'Forgiveness meditation: setting down what you have carried'],
  ['/compassion-meditation', 'Compassion meditation: staying present with suffering'],
  ['/love-meditation', 'Love meditation: widening the circle of care'],
  ['/unity-meditation', 'Unity meditation: remembering that we belong to each other'],
  ['/service-meditation', 'Service meditation: letting practice become action'],
];

export interface RouteCase {
  path: string;
  heading: string;
  /** Where the browser ends up; the path itself unless the visitor is sent elsewhere. */
  landsOn?: string;
}

const landing = 'Your daily Peace Practice';

export const signedOutRoutes: RouteCase[] = [
  { path: '/', heading: landing },
  { path: '/groups', heading: landing, landsOn: '/' },
  { path: `/groups/${missingId}`, heading: 'Session Not Found' },
  { path: '/stats', heading: landing, landsOn: '/' },
  { path: '/communities', heading: landing, landsOn: '/' },
  { path: `/communities/${missingId}`, heading: 'Community Not Found' },
  { path: '/profile', heading: 'Sign In to Track Your Journey' },
  { path: '/test-email', heading: landing, landsOn: '/' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  ...teaching.map(([path, heading]) => ({ path, heading })),
  { path: '/no-such-page', heading: '404 Page Not Found' },
];

export const signedInRoutes: RouteCase[] = [
  { path: '/', heading: 'Peace Practice' },
  { path: '/groups', heading: 'Group Meditation' },
  { path: `/groups/${missingId}`, heading: 'Session Not Found' },
  { path: '/stats', heading: 'Your Stats' },
  { path: '/communities', heading: 'Meditation Communities' },
  { path: `/communities/${missingId}`, heading: 'Community Not Found' },
  { path: '/profile', heading: 'Profile' },
  { path: '/test-email', heading: 'Test Email' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  ...teaching.map(([path, heading]) => ({ path, heading })),
  { path: '/no-such-page', heading: '404 Page Not Found' },
];
