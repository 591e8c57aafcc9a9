import { exportSubscriptions } from '@konstvagg/contracts/endpoints';
import { downloadAdminCsv } from '../../../common/api/exportCsv.ts';

/** Downloads the subscriptions CSV. */
export const downloadSubscriptionsCsv = (filename = 'konstvagg-subscriptions.csv') =>
  downloadAdminCsv(exportSubscriptions.path, filename);
