import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Keyboard-only moves, each checked the way a sighted keyboard user checks them: after every key
 * the focused element (or the box drawn around it: its field or row) shows that it has the focus.
 */

/**
 * The focused element, described for a failure message, or null when focusing it draws something:
 * its outline, ring, border or background (or those of the two boxes around it, such as a field's
 * frame) differ from when it is not focused.
 */
async function unindicatedFocus(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    const boxes = [active, active.parentElement, active.parentElement?.parentElement].filter(
      (element): element is HTMLElement => element instanceof HTMLElement,
    );
    const look = () =>
      boxes
        .map((element) => {
          const style = getComputedStyle(element);
          const outline =
            Number.parseFloat(style.outlineWidth) > 0 ? style.outlineStyle + style.outlineColor : 'none';
          return [outline, style.boxShadow, style.borderColor, style.backgroundColor].join(' ');
        })
        .join('|');
    const focused = look();
    // The app must not see this blur and focus (a field would validate itself on blur).
    const swallow = (event: Event) => event.stopImmediatePropagation();
    const types = ['blur', 'focusout', 'focus', 'focusin'];
    for (const type of types) window.addEventListener(type, swallow, true);
    active.blur();
    const unfocused = look();
    // Focus from a script after keyboard use is still shown as keyboard focus (:focus-visible).
    active.focus({ preventScroll: true });
    for (const type of types) window.removeEventListener(type, swallow, true);
    if (focused !== unfocused) return null;
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return `<${active.tagName.toLowerCase()} class="${active.className}"> "${name}"`;
  });
}

export async function expectFocusVisible(page: Page): Promise<void> {
  expect(await unindicatedFocus(page), 'the focused element shows no outline or ring').toBeNull();
}

/** Presses `key` (Tab unless told) until `target` has the focus, checking the indicator each time. */
export async function tabTo(page: Page, target: Locator, key = 'Tab', max = 200): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(key);
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} was not reached in ${max} presses of ${key}`);
}

/**
 * Tabs through the whole screen (until the focus comes back round) and fails if a visible control
 * was never reached: links, buttons, fields, summaries, and anything drawn as clickable (a pointer
 * cursor) that is not inside one of those. A radio group counts as reached through any of its
 * radios, since the arrow keys move within it.
 */
export async function expectEveryControlReachable(page: Page, max = 200): Promise<number> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const element of Array.from(document.querySelectorAll('[data-kb-reached]'))) {
      element.removeAttribute('data-kb-reached');
    }
  });
  const seen: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Tab');
    await expectFocusVisible(page);
    const id = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return '';
      active.setAttribute('data-kb-reached', '');
      if (!active.id) active.id = `kb-${Math.random().toString(36).slice(2)}`;
      return active.id;
    });
    if (id && seen.includes(id)) break;
    if (id) seen.push(id);
  }
  const missed = await page.evaluate(() => {
    const focusable = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    // Drawn on screen: not hidden, not in a closed <details>, not empty, not hidden from assistive tech.
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) &&
        box.width > 0 &&
        box.height > 0 &&
        !element.closest('[aria-hidden="true"]')
      );
    };
    const reached = (element: Element): boolean => {
      if (element.hasAttribute('data-kb-reached') || element.querySelector('[data-kb-reached]')) return true;
      if (element.closest('[data-kb-reached]')) return true;
      if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
        return Boolean(
          document.querySelector(`input[type="radio"][name="${element.name}"][data-kb-reached]`),
        );
      }
      if (element instanceof HTMLLabelElement && element.control) return reached(element.control);
      return false;
    };
    const candidates = Array.from(document.querySelectorAll<HTMLElement>('body *')).filter((element) => {
      if (!visible(element)) return false;
      if ((element as HTMLButtonElement).disabled) return false;
      if (element.matches(focusable)) return true;
      // Drawn as clickable, and not just inside something clickable.
      return (
        getComputedStyle(element).cursor === 'pointer' &&
        element.parentElement !== null &&
        getComputedStyle(element.parentElement).cursor !== 'pointer'
      );
    });
    return candidates
      .filter((element) => !reached(element))
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.className}"> "${element.textContent?.trim().slice(0, 40)}"`,
      );
  });
  expect(missed, 'controls the Tab key never reached').toEqual([]);
  return seen.length;
}
