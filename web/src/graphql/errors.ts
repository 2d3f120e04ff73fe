import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Whether the graph refused a read because nobody is signed in: a session that ended while the
 * page was open. It asks for a sign-in, not for a retry.
 */
export function isSignedOutError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((graphError) => graphError.extensions?.['code'] === 'UNAUTHENTICATED');
}

/**
 * What the graph said when it refused a change ('This session is full'), or null when it said
 * nothing a person could use: the request never arrived, or the server failed (its internal
 * message is masked before it leaves the gateway).
 */
export function graphRefusal(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((graphError) => graphError.extensions?.['code'] !== 'INTERNAL_SERVER_ERROR');
  return refusal?.message || null;
}
