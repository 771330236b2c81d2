import type { Access } from '../../api/access';

/** Gift calls: administrators of a company using the gift service (birth24, shown as 선물24). */
export const GIFT_ADMIN: Access = { service: 'birth24', role: 'administrator' };
