import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Whether the graph refused a read because nobody is signed in: a session that ended while the
 * page was open. It asks for a sign-in, not for a retry.
 */
export function isSignedOutError(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((graphError) => graphError.extensions?.['code'] === 'UNAUTHENTICATED');
}
