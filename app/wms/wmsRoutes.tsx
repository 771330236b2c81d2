import { redirect, type RouteObject } from 'react-router';
import type { WmsTitle } from '../../customPages/wms/WmsShell';
import type { ComponentType } from 'react';
import { hasWmsSession } from '../../authProvider/wmsSession';
import { withTimeout } from '../lazyModule';

/** A lazily loaded warehouse screen; `name` is the module's export, so each screen is its own chunk. */
function screen<K extends string, M extends Record<K, ComponentType>>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await withTimeout(load()))[name] as ComponentType });
}

/** Spec 1 §2 "WMS": every warehouse screen but the login needs the warehouse login. */
const requireWmsSession = () => (hasWmsSession() ? null : redirect('/wms/login'));

const page = (path: string | undefined, title: WmsTitle, lazy: RouteObject['lazy']): RouteObject =>
  path === undefined ? { index: true, handle: { title }, lazy } : { path, handle: { title }, lazy };

const receipts = () => import('../../customPages/wms/ReceiptListPage');
const displays = () => import('../../customPages/wms/DisplayListPage');
const checks = () => import('../../customPages/wms/CheckPages');
const receipt = screen(() => import('../../customPages/wms/ReceiptPage'), 'ReceiptPage');

/** The routes under /wms (spec routes.tsv): the login, and the screens inside the warehouse frame. */
export const WMS_ROUTES: RouteObject[] = [
  {
    path: 'login',
    handle: { flags: { public: true, mobile: true } },
    lazy: screen(() => import('../../customPages/wms/WmsLoginPage'), 'WmsLoginPage'),
  },
  {
    loader: requireWmsSession,
    lazy: screen(() => import('../../customPages/wms/WmsShell'), 'WmsShell'),
    children: [
      page(
        undefined,
        '창고 관리',
        screen(() => import('../../customPages/wms/WmsHomePage'), 'WmsHomePage'),
      ),
      page(
        'barcode',
        '바코드 스캔',
        screen(() => import('../../customPages/wms/BarcodePage'), 'BarcodePage'),
      ),
      page(
        'prod/:type/:id',
        (params) => (params.type === 'transfer' ? '재고 이동' : '상품 정보'),
        screen(() => import('../../customPages/wms/ProductPage'), 'ProductPage'),
      ),
      // The one screen kept alive (spec 1 §4): back from a product, the search is as it was left.
      {
        path: 'search',
        handle: { title: '상품 검색', keepAlive: true },
        lazy: screen(() => import('../../customPages/wms/SearchPage'), 'SearchPage'),
      },
      page('store', '매장 입고', screen(receipts, 'StoreListPage')),
      page('store/receipt/:id', '매장 입고 처리', receipt),
      page('warehousing', '입고 작업', screen(receipts, 'WarehousingPage')),
      page('warehousing/collaboration', '협업 입고', screen(receipts, 'CollaborationListPage')),
      page('collabo/receipt/:id', '협업 입고 처리', receipt),
      page(
        'add/receipt/:id',
        '추가 입고',
        screen(() => import('../../customPages/wms/AddReceiptPage'), 'AddReceiptPage'),
      ),
      page(
        'display',
        '진열하기',
        screen(() => import('../../customPages/wms/DisplayPage'), 'DisplayPage'),
      ),
      page('displaying', '진열 대기', screen(displays, 'DisplayingPage')),
      page('displaylist', '진열 현황', screen(displays, 'ShelfListPage')),
      page('checkdisplay', '재고 조사', screen(checks, 'CheckListPage')),
      page('checkdisplay/detail/:id', '재고 조사 상세', screen(checks, 'CheckDetailPage')),
      page(
        'history',
        '작업 내역',
        screen(() => import('../../customPages/wms/HistoryPage'), 'HistoryPage'),
      ),
      page(
        'label/:id',
        '바코드 라벨',
        screen(() => import('../../customPages/wms/LabelPage'), 'LabelPage'),
      ),
      page(
        'pending',
        '대기 중인 작업',
        screen(() => import('../../customPages/wms/PendingPage'), 'PendingPage'),
      ),
      { path: '*', loader: () => redirect('/wms') },
    ],
  },
];
