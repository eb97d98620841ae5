import axe from 'axe-core';

/**
 * The WCAG 2 A/AA rules axe can check in jsdom (the e2e journeys run them in Chromium, with
 * layout): what a screen renders is named, labelled and structured. Colour contrast needs layout,
 * so it is Chromium's.
 */
export async function axeViolations(container: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
