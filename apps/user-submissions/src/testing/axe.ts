import axe from 'axe-core';

/**
 * What the e2e suite asks of whole pages, asked of one rendered screen: no WCAG 2 A/AA violation
 * axe can find. jsdom lays nothing out, so contrast is left to the e2e run in Chromium.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  const { violations } = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    violations.map(
      ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
