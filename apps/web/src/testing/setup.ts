// DOM matchers (toBeVisible, toHaveTextContent…): a test asserts what a person sees, not that a query found something.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeServiceClock } from './fake-api.ts';
import { takeContractProblems } from './fake-contract.ts';

// Testing Library unmounts between tests only when told to; every web test file gets it here.
afterEach(() => cleanup());

// A test that put the phone's clock off the service's (fakeServiceClock) puts it back.
afterEach(() => fakeServiceClock());

// A fake that answered outside its call's contract fails the test, even where the app turned the
// failed request into a toast (fake-contract.ts).
afterEach(() => {
  const problems = takeContractProblems();
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

// Toasts and some screens load their code on first use. On a loaded CI machine that first
// dynamic import can take longer than Testing Library's default 1 s wait, so findBy* waits
// up to 5 s for what a person would see; a passing test still returns as soon as it appears.
configure({ asyncUtilTimeout: 5_000 });

// Web tests have no server: each stubs fetch with fakeApi. A call that outlives its test (a
// refresh after the first paint, say) meets this refusal once the stub is gone, instead of
// happy-dom trying localhost:3000 and printing the refused connection into the test log.
globalThis.fetch = async (input) => {
  throw new TypeError(`no server in web tests: ${String(input)}`);
};
