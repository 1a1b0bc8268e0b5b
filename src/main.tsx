import { onlineManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/styles.css';

// TanStack Query follows the browser's online and offline events but assumes it starts online;
// a cold start with no network must begin offline, so queries pause instead of failing.
onlineManager.setOnline(navigator.onLine);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
