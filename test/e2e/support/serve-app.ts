import { beforeAll } from 'vitest';
import { startWorkerServer } from './worker-server';

// Each file's first step: the worker's app server, started by its first file.
beforeAll(startWorkerServer);
