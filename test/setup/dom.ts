import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The first request of a test file loads the mock's datasets (about a second on a busy
// 2-core machine); findBy* must outwait that rather than fail on a cold start.
configure({ asyncUtilTimeout: 5000 });
