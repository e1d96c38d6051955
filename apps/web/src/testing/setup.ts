import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when told to; every web test file gets it here.
afterEach(() => cleanup());

// Toasts and some screens load their code on first use. On a loaded CI machine that first
// dynamic import can take longer than Testing Library's default 1 s wait, so findBy* waits
// up to 5 s for what a person would see; a passing test still returns as soon as it appears.
configure({ asyncUtilTimeout: 5_000 });
