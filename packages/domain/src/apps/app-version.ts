/**
 * Native app versions as the stores show them: `major.minor[.patch][-prerelease][+build]`, read like
 * semver (a missing patch is 0, a pre-release comes before its release, build metadata is ignored).
 * Compared number by number, never as text: "1.10.0" is newer than "1.9.9".
 */
export interface AppVersion {
  numbers: [number, number, number];
  prerelease: string[];
}

const VERSION_PATTERN =
  /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})(?:\.(0|[1-9]\d{0,5}))?(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;

export const MAX_APP_VERSION_LENGTH = 64;

export function parseAppVersion(text: unknown): AppVersion | undefined {
  if (typeof text !== 'string' || text.length > MAX_APP_VERSION_LENGTH) return undefined;
  const match = VERSION_PATTERN.exec(text.trim());
  if (!match) return undefined;
  return {
    numbers: [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)],
    prerelease: match[4] ? match[4].split('.') : [],
  };
}

export function isAppVersion(text: unknown): text is string {
  return parseAppVersion(text) !== undefined;
}

/** Negative when `a` is older than `b`, 0 when they are the same release, positive when newer. */
export function compareAppVersions(a: string, b: string): number {
  const left = parseAppVersion(a);
  const right = parseAppVersion(b);
  if (!left || !right) throw new Error(`not an app version: ${left ? b : a}`);
  for (let i = 0; i < 3; i++) {
    const difference = (left.numbers[i] as number) - (right.numbers[i] as number);
    if (difference !== 0) return Math.sign(difference);
  }
  return comparePrerelease(left.prerelease, right.prerelease);
}

function comparePrerelease(a: string[], b: string[]): number {
  // A release outranks any of its pre-releases.
  if (a.length === 0 || b.length === 0) return Math.sign(b.length - a.length);
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as string;
    const y = b[i] as string;
    if (x === y) continue;
    const xNumeric = /^\d+$/.test(x);
    const yNumeric = /^\d+$/.test(y);
    if (xNumeric && yNumeric) return Math.sign(Number(x) - Number(y));
    // Numeric identifiers come before alphanumeric ones, which compare as ASCII.
    if (xNumeric !== yNumeric) return xNumeric ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return Math.sign(a.length - b.length);
}
