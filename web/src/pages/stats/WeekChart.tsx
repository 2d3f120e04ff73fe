import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeekBar } from './week';

/** The week as bars; loaded on its own, after the page's first paint. */
export default function WeekChart({ bars }: { bars: WeekBar[] }) {
  return (
    <div className="week-chart" aria-hidden="true">
      <ResponsiveContainer width="100%" height={160}>
        <BarChart accessibilityLayer={false} data={bars} margin={{ top: 8, right: 4, bottom: 0, left: -24 }}>
          <XAxis dataKey="day" tickLine={false} axisLine={false} tick={{ fill: 'var(--text-muted)', fontSize: 12 }} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={48} tick={{ fill: 'var(--text-muted)', fontSize: 12 }} />
          <Tooltip
            cursor={{ fill: 'var(--surface-2)' }}
            formatter={(value) => [`${String(value)} min`, 'Meditated']}
            labelFormatter={(_day, payload) => (payload[0]?.payload as WeekBar | undefined)?.label ?? ''}
          />
          <Bar dataKey="minutes" radius={[6, 6, 0, 0]} isAnimationActive={false}>
            {bars.map((bar) => (
              <Cell key={bar.date} fill={bar.isToday ? 'var(--accent, var(--primary))' : 'var(--primary)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
