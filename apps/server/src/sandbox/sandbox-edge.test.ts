import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '..');

/** The only production files that may name the sandbox: the factories that choose it, where they are called, and the list of parts. */
const SEAMS = new Set([
  'app.ts',
  'db/schema.ts',
  'providers/collection/create-oxxo-acquirer.ts',
  'providers/collection/create-stp-orders.ts',
  'providers/collection/gateway-factory.ts',
  'providers/flutterwave/create-flutterwave.ts',
  'providers/kyc/create-kyc-provider.ts',
  'providers/monnify/create-monnify.ts',
  'providers/payout/create-payout-provider.ts',
  'providers/sms/create-sms-provider.ts',
  'providers/paystack/create-paystack.ts',
  'providers/stp/create-stp.ts',
  // Where the factories are called: it builds the stand-ins a sandbox service mounts (decision 045).
  'server/shared-services.ts',
  // The stand-ins' own program, run on their own ports (decision 045).
  'standins-main.ts',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(src, full)] : [];
  });
}

/** Tests and their fixtures drive the sandbox on purpose: they play the tester and the provider. */
const isTestCode = (file: string) =>
  /\.test\.ts$|fixtures\.ts$/.test(file) || file.startsWith('testing/') || file.startsWith('hostile/');

describe('the sandbox sits at the edge', () => {
  it('is imported only by the provider factories, the schema list and app.ts', () => {
    const reaching = sourceFiles(src)
      .filter((file) => !file.startsWith('sandbox/') && !isTestCode(file) && !SEAMS.has(file))
      .filter((file) => /from '[^']*\/sandbox\//.test(readFileSync(path.join(src, file), 'utf8')));
    expect(reaching).toEqual([]);
  });

  it('keeps no sandbox file outside sandbox/', () => {
    const strays = sourceFiles(src).filter(
      (file) => !file.startsWith('sandbox/') && /(^|\/)sandbox-[^/]*\.ts$/.test(file),
    );
    expect(strays).toEqual([]);
  });
});
