import type { ReadinessCheck } from '@peace/kit';

/**
 * The gateway's readiness as to its subgraphs: each one's /readyz (beside its /graphql), asked in
 * parallel. The gateway is ready only when every one of them is: the app's pages need them all, so a
 * rollout or an install waits until each subgraph answers, and `helm install --wait` does not report
 * an app that fails its first page. The answer's body names each subgraph's state.
 */
export function subgraphReadiness(urls: Record<string, string>, timeoutMs = 2000): { checks: Record<string, ReadinessCheck>; allReady: (checks: Record<string, string>) => boolean } {
  const checks: Record<string, ReadinessCheck> = {};
  for (const [name, url] of Object.entries(urls)) {
    checks[`subgraph:${name}`] = async () => {
      const res = await fetch(new URL('/readyz', url), { signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      if (!res.ok) throw new Error(`answers ${res.status}`);
    };
  }
  const names = Object.keys(checks);
  return { checks, allReady: (results) => names.every((name) => results[name] === 'ok') };
}
