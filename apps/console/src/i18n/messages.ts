/**
 * Every text a member reads, in English and Spanish. The console's own texts live in
 * `console-messages.ts`; each area ships its own `messages.ts` under its name (so areas never edit
 * one shared file). Spanish must have every English key: `Translations<typeof en>` checks it.
 */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/** The same keys as `T`, every leaf a string: the Spanish of an English tree. */
export type Translations<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };

export interface AreaMessages<T extends MessageTree = MessageTree> {
  en: T;
  es: Translations<T>;
}

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `a.b.c` in the tree, or undefined. */
export function lookUp(tree: MessageTree, key: string): string | undefined {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{name}` (and Refine's `{{name}}`) with the values given. */
export function fill(text: string, values: Record<string, unknown> | undefined): string {
  if (!values) return text;
  return text.replace(/\{\{?\s*(\w+)\s*\}?\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
