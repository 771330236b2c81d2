/** The dashboard's calls these lists read. */
export const DASHBOARD_API = {
  summary: '/homepage/v2/dashboard/summary',
  sales: '/homepage/v2/dashboard/sales',
  displaySales: '/homepage/v2/dashboard/display-sales',
} as const;
