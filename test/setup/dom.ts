import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A file's first API call loads 130,000 places, which takes seconds on a busy machine; waits
// still end as soon as what they wait for appears.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
