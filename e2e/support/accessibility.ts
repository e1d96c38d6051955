import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/** The impacts issue 7 forbids; "moderate" and "minor" findings are left to judgement. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (every rule it ships enabled by default: WCAG 2.x A/AA and best practices) on the
 * page as it is now, and fails with one line per offending element when anything serious or
 * critical is found. Each check is recorded as an `axe` annotation, which the accessibility
 * reporter counts at the end of the run.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const started = performance.now();
  // A popup still fading in or out (antd-mobile animates inline opacity) has blended colours no
  // one reads: check the screen once they have settled.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('[style*="opacity"]')).some((element) => {
          const opacity = Number(element.style.opacity);
          return opacity > 0 && opacity < 1;
        }),
      ),
    )
    .toBe(false);
  // Only the violations are needed: axe skips building the passes, most of its time on a large page.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  // The reporter adds these up: what the checks cost the run.
  test.info().annotations.push({
    type: 'axe',
    description: `${screen} ${Math.round(performance.now() - started)} ms`,
  });
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  if (blocking.length === 0) return;
  const lines = blocking.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `  ${violation.impact} ${violation.id}: ${node.target.join(' ')} — ${violation.help} (${node.failureSummary?.replace(/\s+/g, ' ') ?? ''})`,
    ),
  );
  if (process.env.A11Y_SURVEY) {
    appendFileSync(process.env.A11Y_SURVEY, `${screen} ${page.url()}\n${lines.join('\n')}\n`);
    return;
  }
  throw new Error(
    `axe found ${lines.length} serious or critical problem(s) on ${screen}:\n${lines.join('\n')}`,
  );
}
