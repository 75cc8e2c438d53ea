import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import './ui/theme.css';
import { Messages } from '../contract/envelope';
import { configureHttp } from './api/http';
import { loadSession, resetToken } from './state/session';
import { toast } from './state/toasts';
import { confirm } from './state/confirm';
import { syncSettingsAcrossTabs } from './state/settings';
import { watchDevice } from './state/app';
import { watchInstallPrompt } from './state/install';
import { startSync } from './state/sync';
import App from './App';

let askingToLeave = false;
/** SPEC §8: the session is gone — 确认退出？ with 去登录 (→ /login) or 取消 (→ /); both forget the token. */
async function sessionEnded(message: string): Promise<void> {
  // a burst of failing calls asks once
  if (askingToLeave) return;
  askingToLeave = true;
  const toLogin = await confirm({ title: Messages.confirmLogoutTitle, message, okText: '去登录', cancelText: '取消' });
  askingToLeave = false;
  resetToken();
  navigate(toLogin ? '/login' : '/');
}

configureHttp({ onError: (message, ms) => toast.error(message, ms), onSessionEnded: (message) => void sessionEnded(message) });
syncSettingsAcrossTabs();
watchDevice();
watchInstallPrompt();
startSync();
loadSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
