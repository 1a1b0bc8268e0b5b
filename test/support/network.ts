import { onlineManager } from '@tanstack/react-query';
import { act } from '@testing-library/react';

/**
 * The connection drops or comes back while a screen is up. The browser's `online`/`offline`
 * event is no DOM event Testing Library sends, so act() applies React's update before the test
 * looks. test/setup/dom.ts puts every test back online after unmounting.
 */
export function goOffline(): void {
  act(() => onlineManager.setOnline(false));
}

export function goOnline(): void {
  act(() => onlineManager.setOnline(true));
}
