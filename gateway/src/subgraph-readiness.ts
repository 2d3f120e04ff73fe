import type { ReadinessCheck } from '@peace/kit';

/**
 * The gateway's readiness as to its subgraphs: each one's /readyz (beside its /graphql), asked in
 * parallel. The gateway is unready when none of them answers ready, as it could then answer nothing
 * but errors; with some down it stays ready and serves what the others hold, rather than taking the
 * whole app out of its Service for one subgraph. The answer's body names each subgraph's state.
 */
export function subgraphReadiness(urls: Record<string, string>, timeoutMs = 2000): { checks: Record<string, ReadinessCheck>; anyReady: (checks: Record<string, string>) => boolean } {
  const checks: Record<string, ReadinessCheck> = {};
  for (const [name, url] of Object.entries(urls)) {
    checks[`subgraph:${name}`] = async () => {
      const res = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`answers ${res.status}`);
    };
  }
  const names = Object.keys(checks);
  return { checks, anyReady: (results) => names.some((name) => results[name] === 'ok') };
}
