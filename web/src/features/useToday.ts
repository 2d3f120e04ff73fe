import { useQuery } from '@apollo/client/react';
import { TodaySessionsQuery } from '../graphql/operations';
import { summarizeToday, type TodaySummary } from '../lib/progress';
import { browserTimeZone } from '../lib/time';

/** Today's sessions and minutes in the browser's own time zone; `failed` once a read has failed, until `retry` reads again. */
export function useToday(): { today: TodaySummary | null; loading: boolean; failed: boolean; retry: () => Promise<unknown> } {
  const { data, loading, error, refetch } = useQuery(TodaySessionsQuery, { variables: { timeZone: browserTimeZone() } });
  return { today: data ? summarizeToday(data.todaySessions) : null, loading, failed: !data && !!error && !loading, retry: refetch };
}
