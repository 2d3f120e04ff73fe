/** Each page is its own chunk, fetched the first time it is visited. */
import type { ComponentType, LazyExoticComponent } from 'react';
import { preloadable, type Preloadable } from '../lib/preloadable';
import type { PageKey } from './table';

type Page = LazyExoticComponent<ComponentType>;

const loaders: Record<PageKey | 'notFound', () => Promise<{ default: ComponentType }>> = {
  home: () => import('../pages/Home'),
  landing: () => import('../pages/Landing'),
  groups: () => import('../pages/Groups'),
  groupSession: () => import('../pages/GroupSession'),
  stats: () => import('../pages/Stats'),
  communities: () => import('../pages/Communities'),
  community: () => import('../pages/Community'),
  communityInvitation: () => import('../pages/CommunityInvitation'),
  profile: () => import('../pages/Profile'),
  profileInvitation: () => import('../pages/ProfileInvitation'),
  testEmail: () => import('../pages/TestEmail'),
  privacy: () => import('../pages/Privacy'),
  terms: () => import('../pages/Terms'),
  notFound: () => import('../pages/NotFound'),
  '/peace-meditation': () => import('../pages/teaching/PeaceMeditation'),
  '/nonviolence-meditation': () => import('../pages/teaching/NonviolenceMeditation'),
  '/forgiveness-meditation': () => import('../pages/teaching/ForgivenessMeditation'),
  '/compassion-meditation': () => import('../pages/teaching/CompassionMeditation'),
  '/love-meditation': () => import('../pages/teaching/LoveMeditation'),
  '/unity-meditation': () => import('../pages/teaching/UnityMeditation'),
  '/service-meditation': () => import('../pages/teaching/ServiceMeditation'),
};

const preloadables = Object.fromEntries(Object.entries(loaders).map(([key, load]) => [key, preloadable(load)])) as Record<
  PageKey | 'notFound',
  Preloadable<object>
>;

/** One lazy component per page, created once so React keeps their state across renders. */
export const pages = Object.fromEntries(Object.entries(preloadables).map(([key, page]) => [key, page.Component])) as Record<
  PageKey | 'notFound',
  Page
>;

/** Starts fetching a page's code before it is needed; once it has arrived, the page renders without a loading pass. */
export function preloadPage(key: PageKey | 'notFound'): void {
  void preloadables[key].preload().catch(() => {});
}
