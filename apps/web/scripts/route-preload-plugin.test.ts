// @vitest-environment-options {"settings":{"disableCSSFileLoading":true,"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyScript } from './route-preload-plugin.ts';

const MAP = { '/': ['assets/home.js', 'assets/home.css'], '/user/login': ['assets/login.js'] };

/** Runs the script as index.html would, at `hash`; answers what it asked for and whether it warmed Intl. */
function runAt(hash: string) {
  window.location.hash = hash;
  const formatters = vi.spyOn(Intl, 'NumberFormat');
  new Function(earlyScript(MAP, ['/user/login']))();
  vi.runAllTimers();
  const links = [...document.head.querySelectorAll('link')].map((l) => [l.rel, l.getAttribute('href')]);
  return { links, warmed: formatters.mock.calls.length > 0 };
}

describe('the early script of index.html', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('asks for the opening screen’s chunks and starts Intl while the entry downloads', () => {
    expect(runAt('#/?from=push')).toEqual({
      links: [
        ['modulepreload', './assets/home.js'],
        ['preload', './assets/home.css'],
      ],
      warmed: true,
    });
  });

  it('leaves Intl alone on a screen that shows no amount', () => {
    expect(runAt('#/user/login/')).toEqual({
      links: [['modulepreload', './assets/login.js']],
      warmed: false,
    });
  });

  it('asks for nothing on a screen it has no chunks for, and still starts Intl', () => {
    expect(runAt('#/records')).toEqual({ links: [], warmed: true });
  });
});
