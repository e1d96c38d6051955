import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when told to; every web test file gets it here.
afterEach(() => cleanup());
