/** The warehouse login, kept locally (spec 1 §3 "WMS auth (persisted locally)"). */
export const WMS_AUTH_KEY = 'portal.wmsAuth';

export interface WmsAuth {
  accountEncrypted: string;
  accountName: string;
  cellPhone: string;
  clientId: string;
  clientSecret: string;
  email: string;
}

/** A warehouse session counts when its account and client credentials are present. */
export function readWmsAuth(): WmsAuth | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(WMS_AUTH_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Partial<Record<keyof WmsAuth, unknown>>;
    const text = (key: keyof WmsAuth) => (typeof record[key] === 'string' ? record[key] : '');
    const auth: WmsAuth = {
      accountEncrypted: text('accountEncrypted'),
      accountName: text('accountName'),
      cellPhone: text('cellPhone'),
      clientId: text('clientId'),
      clientSecret: text('clientSecret'),
      email: text('email'),
    };
    return auth.accountEncrypted && auth.clientId && auth.clientSecret ? auth : null;
  } catch {
    return null;
  }
}

export function hasWmsSession(): boolean {
  return readWmsAuth() !== null;
}

/** Spec 1 §4 "WMS": the login is cleared on reset. */
export function clearWmsAuth(): void {
  localStorage.removeItem(WMS_AUTH_KEY);
}

/** Keeps the warehouse login answer (spec 1 §3: persisted locally). */
export function saveWmsAuth(auth: WmsAuth): void {
  localStorage.setItem(WMS_AUTH_KEY, JSON.stringify(auth));
}
