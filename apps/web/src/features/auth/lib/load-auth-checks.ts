export type AuthChecks = typeof import('./auth-checks.ts');

let loading: Promise<AuthChecks> | undefined;

export function loadAuthChecks(): Promise<AuthChecks> {
  loading ??= import('./auth-checks.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
