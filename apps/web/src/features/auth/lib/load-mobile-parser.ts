type ParseMobile = typeof import('./mobile-parser.ts').parseMobile;

let loading: Promise<ParseMobile> | undefined;

export function loadMobileParser(): Promise<ParseMobile> {
  loading ??= import('./mobile-parser.ts').then(
    (module) => module.parseMobile,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
