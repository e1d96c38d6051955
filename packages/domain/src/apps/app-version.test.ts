import { describe, expect, it } from 'vitest';
import { compareAppVersions, isAppVersion, parseAppVersion } from './app-version.ts';

describe('app versions', () => {
  it('read major.minor.patch, a missing patch as 0, a pre-release, and ignore build metadata', () => {
    expect(parseAppVersion('1.4.2')).toEqual({ numbers: [1, 4, 2], prerelease: [] });
    expect(parseAppVersion('2.0')).toEqual({ numbers: [2, 0, 0], prerelease: [] });
    expect(parseAppVersion('1.0.0-beta.2+build.7')).toEqual({
      numbers: [1, 0, 0],
      prerelease: ['beta', '2'],
    });
  });

  it('refuse what a store would not show as a version', () => {
    for (const bad of [
      '',
      '1',
      'v1.0.0',
      '1.0.0.0',
      '01.2.3',
      '1.2.x',
      '1..2',
      '1.2.3-',
      42,
      null,
      '9'.repeat(70),
    ])
      expect(isAppVersion(bad)).toBe(false);
  });

  it('compare number by number, never as text', () => {
    expect(compareAppVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareAppVersions('1.2', '1.2.0')).toBe(0);
    expect(compareAppVersions('1.2.0', '1.2.1')).toBe(-1);
    expect(compareAppVersions('2.0.0', '10.0.0')).toBe(-1);
    expect(compareAppVersions('1.0.0+7', '1.0.0+8')).toBe(0);
  });

  it('put a pre-release before its release, in semver order', () => {
    const ordered = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
    ];
    for (let i = 1; i < ordered.length; i++) {
      expect(compareAppVersions(ordered[i - 1] as string, ordered[i] as string)).toBe(-1);
      expect(compareAppVersions(ordered[i] as string, ordered[i - 1] as string)).toBe(1);
    }
  });

  it('will not compare something that is not a version', () => {
    expect(() => compareAppVersions('1.0.0', 'latest')).toThrow('not an app version: latest');
  });
});
