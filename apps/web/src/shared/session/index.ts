export { SessionProvider, signedInName, type Session } from './session-context';
export { useSession } from './use-session';
export { readStoredSession, storeRole, STORAGE_KEYS } from './session-storage';
export { accountChangeMessage, useAccountGuard } from './account-guard';
export { useChooseLanguage } from './choose-language';
export { safeRedirectPath, loginPathFor, SESSION_EXPIRED_REASON } from './redirect';
