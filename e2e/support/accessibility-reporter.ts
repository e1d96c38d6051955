import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Prints how many screens axe-core checked in the run (the `axe` annotations of every test). */
export default class AccessibilityReporter implements Reporter {
  private screens = 0;
  private milliseconds = 0;

  onTestEnd(_test: TestCase, result: TestResult): void {
    for (const annotation of result.annotations) {
      if (annotation.type !== 'axe') continue;
      this.screens += 1;
      this.milliseconds += Number(/ (\d+) ms$/.exec(annotation.description ?? '')?.[1] ?? 0);
    }
  }

  onEnd(_result: FullResult): void {
    const seconds = (this.milliseconds / 1000).toFixed(1);
    console.log(
      `axe-core checked ${this.screens} screens for serious or critical violations (${seconds} s).`,
    );
  }

  printsToStdio(): boolean {
    return false;
  }
}
