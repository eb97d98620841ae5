import { REMOTES, remoteTitle } from '@profileproof/remotes';
import { expect, test } from './support/fixtures';

/** Each remote's team can open it without the shell: same build, its own origin, an index of its screens. */
test.describe('remotes on their own', () => {
  for (const remote of REMOTES) {
    test(`${remote.name} runs standalone and lists its screens`, async ({ page, stack }) => {
      await page.goto(`${stack.remoteUrls[remote.name]}/`);
      await expect(
        page.getByRole('heading', { level: 1, name: `${remoteTitle(remote)} (standalone)` }),
      ).toBeVisible();
      await expect(page.getByRole('listitem')).toHaveCount(Object.keys(remote.routes).length);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }
});
