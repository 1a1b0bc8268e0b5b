import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOnlineTracking } from '../../src/offline/online';

const listeners = new Map<string, () => void>();

function fakeWindow(onLine: boolean) {
  vi.stubGlobal('navigator', { onLine });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('online tracking', () => {
  it('starts offline when the browser starts without a network', () => {
    fakeWindow(false);
    startOnlineTracking();
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('follows the browser online and offline events', () => {
    fakeWindow(true);
    startOnlineTracking();
    expect(onlineManager.isOnline()).toBe(true);
    listeners.get('offline')?.();
    expect(onlineManager.isOnline()).toBe(false);
    listeners.get('online')?.();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
