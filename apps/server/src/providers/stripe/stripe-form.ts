/**
 * Stripe's request bodies are `application/x-www-form-urlencoded` with nested keys in brackets
 * (`payment_method_options[oxxo][expires_after_days]=3`, `payment_method_types[0]=oxxo`), as its SDKs
 * write them. This reads one back into the nested object it stands for: every value stays a string,
 * as on the wire; a list's indices become an array.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function decodeStripeForm(body: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = keyPath(key);
    if (!path) continue;
    let node: Record<string, FormValue> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = {};
      node = node[part] as Record<string, FormValue>;
    });
  }
  return arrays(root) as Record<string, FormValue>;
}

/** `a[b][0]` → ['a', 'b', '0']; a key that is not of that shape is skipped. */
function keyPath(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return undefined;
  const rest = [...(match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? '');
  // Objects are keyed by their own names: a key path from a request cannot reach the prototype.
  const path = [match[1], ...rest];
  return path.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype') ? undefined : path;
}

/** An object whose keys are exactly 0…n-1 was a list. */
function arrays(node: FormValue): FormValue {
  if (typeof node !== 'object' || Array.isArray(node)) return node;
  const keys = Object.keys(node);
  const converted = Object.fromEntries(keys.map((k) => [k, arrays(node[k] as FormValue)]));
  const isList = keys.length > 0 && keys.every((k, i) => k === String(i));
  return isList ? keys.map((k) => converted[k] as FormValue) : converted;
}
