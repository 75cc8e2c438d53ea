import { lazy } from 'react';

// The account dialogs validate with the contract's zod schemas: loaded on first open so zod stays off the home page.
export const BindMobileDialog = lazy(() => import('./BindMobileDialog').then((m) => ({ default: m.BindMobileDialog })));
export const SetUsernameDialog = lazy(() => import('./SetUsernameDialog').then((m) => ({ default: m.SetUsernameDialog })));
export const SetPasswordDialog = lazy(() => import('./SetPasswordDialog').then((m) => ({ default: m.SetPasswordDialog })));
export const FindAccountDialog = lazy(() => import('./FindAccountDialog').then((m) => ({ default: m.FindAccountDialog })));
