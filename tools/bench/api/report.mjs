// The printed tables.

/** The API's performance goals: reads at ≥ 0.90× the bare server, submit at ≥ 0.80×, ≤ 1.5× latency growth. */
export const GOALS = { read: 0.9, write: 0.8, growth: 1.5 };

/** A plain-text table: the first column left-aligned, the others right-aligned. */
export function table(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ');
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n');
}

const whole = (value) => Math.round(value).toLocaleString('en-US');
const ms = (value) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

/** Throughput of the API beside the bare server, one row per endpoint. */
export function throughputTable(rows) {
  const p99 = (load) => (load.requests ? ms(load.p99) : 'n/a');
  const cpu = (load) =>
    load.cpuMicrosPerRequest == null ? 'n/a' : whole(load.cpuMicrosPerRequest);
  const printed = table(
    [
      'endpoint',
      'API req/s',
      'bare req/s',
      'ratio',
      'API p99 ms',
      'bare p99 ms',
      'API CPU µs/req',
      'bare CPU µs/req',
      'goal',
      'met?',
    ],
    rows.map((row) => [
      row.label,
      whole(row.api.requestsPerSecond),
      whole(row.bare.requestsPerSecond),
      Number.isFinite(row.ratio) ? `${row.ratio.toFixed(2)}×` : 'n/a',
      p99(row.api),
      p99(row.bare),
      cpu(row.api),
      cpu(row.bare),
      `≥ ${GOALS[row.kind].toFixed(2)}×`,
      Number.isFinite(row.ratio) ? (row.met ? 'yes' : 'NO') : 'n/a',
    ]),
  );
  const idle = rows.some((row) => row.api.requests === 0 || row.bare.requests === 0);
  return idle
    ? `${printed}\nn/a: no request completed within a run (each took longer than the run: see the latency table)`
    : printed;
}

/** Median single-request latency of each read, API and bare, at one size. */
export function latencyTable(rows) {
  return table(
    ['endpoint', 'API median ms', 'bare median ms'],
    rows.map((row) => [row.label, ms(row.api), ms(row.bare)]),
  );
}

/** The API's latency at the largest size against the smallest. */
export function growthTable(rows, smallest, largest) {
  return table(
    [
      'endpoint',
      `API ms at ${whole(smallest)}`,
      `API ms at ${whole(largest)}`,
      'growth',
      'goal',
      'met?',
    ],
    rows.map((row) => [
      row.label,
      ms(row.small),
      ms(row.large),
      `${row.growth.toFixed(2)}×`,
      `≤ ${GOALS.growth.toFixed(2)}×`,
      row.met ? 'yes' : 'NO',
    ]),
  );
}

/** Where the time of one endpoint's run went (see profile.mjs). */
export function profileTables(summary) {
  const percent = (value) => `${value.toFixed(1)}%`;
  return [
    table(
      ['package (self time)', 'ms', 'share'],
      summary.packages.map((entry) => [entry.owner, whole(entry.ms), percent(entry.percent)]),
    ),
    table(
      ['package, Node and V8 time charged to its caller', 'ms', 'share'],
      summary.callers.map((entry) => [entry.owner, whole(entry.ms), percent(entry.percent)]),
    ),
    table(
      ['function (self time)', 'ms', 'share'],
      summary.functions.map((entry) => [entry.name, whole(entry.ms), percent(entry.percent)]),
    ),
  ].join('\n\n');
}

export function formatCount(value) {
  return whole(value);
}
