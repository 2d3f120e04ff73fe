// The shape every benchmark scenario reports in, so `npm run bench` can print one table.

export interface BenchAnchor {
  /** What the anchor is, e.g. 'bare node:http, fixed JSON'. */
  what: string;
  /** Measured in the same run as the figure, in the same unit. */
  value: number;
}

export interface BenchRow {
  /** The scenario the row belongs to, e.g. 'hot reads'. */
  scenario: string;
  /** What was measured, e.g. 'GET /api/active-session req/s'. */
  what: string;
  value: number;
  unit: string;
  /** Whether a larger figure is the better one (throughput) or a smaller one (latency, time). */
  better: 'higher' | 'lower';
  anchor?: BenchAnchor;
  /** The goal in words, e.g. '≥ 50 % of the Express + ioredis anchor'. */
  goal?: string;
  /** Whether the goal was met in this run, when the row has a goal. */
  met?: boolean;
}

export interface BenchScenario {
  name: string;
  run(): Promise<BenchRow[]>;
}

function formatValue(value: number, unit: string): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return `${value.toFixed(digits)} ${unit}`;
}

/** Ratio of figure to anchor, oriented so that 1.0 means as good as the anchor. */
export function anchorRatio(row: BenchRow): number | undefined {
  if (!row.anchor || row.anchor.value === 0 || row.value === 0) return undefined;
  return row.better === 'higher' ? row.value / row.anchor.value : row.anchor.value / row.value;
}

/** One aligned table: figure, anchor, ratio, goal. */
export function formatRows(rows: readonly BenchRow[]): string {
  const cells = rows.map((row) => {
    const ratio = anchorRatio(row);
    return [
      row.scenario,
      row.what,
      formatValue(row.value, row.unit),
      row.anchor ? `${formatValue(row.anchor.value, row.unit)} (${row.anchor.what})` : '',
      ratio === undefined ? '' : `${ratio.toFixed(2)}×`,
      row.goal ? `${row.goal}${row.met === undefined ? '' : row.met ? ': met' : ': not met'}` : '',
    ];
  });
  const header = ['scenario', 'what', 'figure', 'anchor (same run)', 'ratio', 'goal'];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}

/** Runs a scenario on its own (`tsx scripts/bench/<scenario>.ts`) and prints its rows. */
export async function runAlone(scenario: BenchScenario): Promise<void> {
  const rows = await scenario.run();
  process.stdout.write(`\n${formatRows(rows)}\n`);
}
