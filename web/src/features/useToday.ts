import { useQuery } from '@apollo/client/react';
import { TodaySessionsQuery } from '../graphql/operations';
import { summarizeToday, type TodaySummary } from '../lib/progress';
import { browserTimeZone } from '../lib/time';

/** Today's sessions and minutes in the browser's own time zone. */
export function useToday(): { today: TodaySummary | null; loading: boolean } {
  const { data, loading } = useQuery(TodaySessionsQuery, { variables: { timeZone: browserTimeZone() } });
  return { today: data ? summarizeToday(data.todaySessions) : null, loading };
}
