import AxeBuilder from '@axe-core/playwright';
import { test, expect, gotoReady } from './fixtures';
import { PUBLIC_ROUTES } from './routes';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${theme} theme`, () => {
    for (const path of PUBLIC_ROUTES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await gotoReady(page, path);
        // Let islands settle (insight panel, auth-dependent states) before scanning.
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const bad = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.help} → ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          );
        expect(bad).toEqual([]);
      });
    }
  });
}
