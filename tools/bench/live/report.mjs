// The live benchmark's tables, each with its goal and whether it was met (goals from issue 27).

export const GOALS = {
  /** The API's memory per stream over the bare server's. */
  memoryRatio: 1.25,
  /** The API's time to write an event to every stream over the bare server's. */
  writeAllRatio: 1.25,
};

const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const count = (value) => value.toLocaleString('en-US');
const yes = (met) => (met ? 'yes' : 'NO');

function table(headings, rows) {
  const cells = [headings, ...rows].map((row) => row.map(String));
  const widths = headings.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [
    line(cells[0]),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export function streamsTable(steps) {
  return table(
    [
      'streams',
      'server',
      'live',
      'RSS idle MB',
      'RSS open MB',
      'KB/stream',
      'idle CPU %',
      'API/bare',
      'goal',
      'met?',
    ],
    steps.flatMap(({ streams, api, bare }) => {
      const ratio = api.kbPerStream / bare.kbPerStream;
      const row = (name, server, last) => [
        count(streams),
        name,
        count(server.live),
        fixed(server.rssIdle / 2 ** 20),
        fixed(server.rssOpen / 2 ** 20),
        fixed(server.kbPerStream),
        fixed(server.idleCpu * 100),
        last ? `${fixed(ratio, 2)}×` : '',
        last ? `≤ ${GOALS.memoryRatio}×, all live` : '',
        last
          ? yes(ratio <= GOALS.memoryRatio && api.live === streams && bare.live === streams)
          : '',
      ];
      return [row('bare', bare, false), row('API', api, true)];
    }),
  );
}

export function fanOutTable(steps) {
  return table(
    [
      'streams',
      'API p50 ms',
      'API p99 ms',
      'bare p50 ms',
      'bare p99 ms',
      'write to all: API ms',
      'bare ms',
      'API/bare',
      'goal',
      'met?',
    ],
    steps.map(({ streams, api, bare }) => {
      const ratio = api.writeAll / bare.writeAll;
      return [
        count(streams),
        fixed(api.p50),
        fixed(api.p99),
        fixed(bare.p50),
        fixed(bare.p99),
        fixed(api.writeAll),
        fixed(bare.writeAll),
        `${fixed(ratio, 2)}×`,
        `≤ ${GOALS.writeAllRatio}×, none missing`,
        yes(ratio <= GOALS.writeAllRatio && !api.missing && !bare.missing),
      ];
    }),
  );
}

export function stormTable(storm) {
  const other = Object.entries(storm.statuses)
    .map(([code, n]) => `${code}: ${count(n)}`)
    .join(', ');
  return (
    table(
      [
        'clients',
        'SIGTERM → streams end s',
        'streams end → all live s',
        '5xx',
        '503 from the stopping instance',
        'refused connections',
        'goal',
        'met?',
      ],
      [
        [
          count(storm.clients),
          fixed(storm.dropSeconds),
          fixed(storm.backSeconds),
          count(storm.fiveXX),
          count(storm.fiveXXClosing),
          count(storm.refused),
          'all live again, no 5xx',
          yes(storm.allLive && storm.fiveXX === 0),
        ],
      ],
    ) + `\nAnswers other than 200: ${other || 'none'}`
  );
}
