/** The web app's fixed public client: the banner call needs it even before login. */
export const PUBLIC_CLIENT_HEADERS = { client_id: 'portal-web', client_secret: 'portal-web-public' } as const;
