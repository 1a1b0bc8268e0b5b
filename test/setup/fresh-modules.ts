import { vi } from 'vitest';

// Each file is a new page: the app's modules (and the mock's) are evaluated again for it, while the
// worker keeps its DOM, its libraries and the mock's datasets (src/mocks/data/built-once.ts).
vi.resetModules();
