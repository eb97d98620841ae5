import { act } from '@testing-library/react';
import axe from 'axe-core';

/**
 * The WCAG 2 A/AA violations axe finds in what is rendered, as 'rule: elements' lines (empty when
 * clean), the standard the e2e suite holds the real pages to. jsdom lays nothing out, so what needs
 * layout (colour contrast) is left to the e2e runs. The screen may still be answering calls while
 * axe reads it: inside `act`, as any other wait.
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const results = await act(() =>
    axe.run(root, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
