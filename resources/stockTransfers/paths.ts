import { WMS_COMPANY_PATH } from '../../schemas/wmsStock';

/** The list call of the company's stock transfers (items at `/{id}`, the photo zip at `/{id}/download-images`). */
export const TRANSFERS_PATH = `${WMS_COMPANY_PATH}/stock-transfers`;
