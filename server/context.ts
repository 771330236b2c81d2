import type { AuthorityFlag } from '../lib/memberRules';
import type { Db } from './db/client';
import type { FileStorage } from './files/storage';
import type { MessageSender } from './messaging/sender';
import type { IdCodec } from './services/ids';
import type { VersionedCache } from './services/versionedCache';
import type { Settings } from './settings';

/** What every route and service needs, built once per app. */
export interface AppContext {
  db: Db;
  ids: IdCodec;
  settings: Settings;
  sender: MessageSender;
  /** Where uploaded file contents live (server/files). */
  files: FileStorage;
  /** List pages kept while their company's organisation version stays the same. */
  lists: VersionedCache;
  /** The current time; tests pass a controllable clock. */
  now: () => Date;
}

/** The logged-in caller, derived from the session (never from the request body). */
export interface SessionAuth {
  sessionRowId: number;
  memberId: number;
  companyId: number;
  /** 관리자 role, or the master or admin authority flag: may do everything in the company. */
  isAdministrator: boolean;
  /** Only these two flags allow changing authority (spec: member/list authority flags). */
  hasMasterAuthority: boolean;
  hasAdminAuthority: boolean;
  /** Every authority flag, for calls that need one (`{ authority: ... }` access). */
  authorities: Record<AuthorityFlag, boolean>;
  expiresAt: Date;
}

/** A logged-in operator of the portal (provider console). */
export interface ProviderAuth {
  sessionId: number;
  providerId: number;
}

/** A logged-in warehouse worker (warehouse app); the company comes from the session. */
export interface WarehouseAuth {
  sessionId: number;
  accountId: number;
  companyId: number;
  accountName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    auth: SessionAuth | null;
    providerAuth: ProviderAuth | null;
    warehouseAuth: WarehouseAuth | null;
  }
}
