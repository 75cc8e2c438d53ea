// first: before any contract schema is made (src/zodJitless.ts)
import './zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import './ui/theme.css';
import { configureHttp } from './api/http';
import { loadSession } from './state/session';
import { sessionEnded } from './state/sessionEnded';
import { toast } from './state/toasts';
import { syncSettingsAcrossTabs } from './state/settings';
import { watchDevice } from './state/app';
import { watchInstallPrompt } from './state/install';
import { startSync } from './state/sync';
import { watchNetwork } from './offline/network';
import { startOutboxSync } from './offline/sync';
import { startPwa } from './offline/pwa';
import App from './App';

// Wire the HTTP client's side effects (SPEC §8) before the first request: toasts and the 请重新登录 dialog.
configureHttp({ onError: (message, ms) => toast.error(message, ms), onSessionEnded: (message) => void sessionEnded(message, navigate) });
syncSettingsAcrossTabs();
watchDevice();
watchInstallPrompt();
startSync();
watchNetwork();
loadSession();
startOutboxSync();
startPwa();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
