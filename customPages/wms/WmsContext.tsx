import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { OrderByType, OrderColumn, WarehouseRecord } from '../../schemas/wms';
import { pickWarehouse } from '../../lib/wmsRules';
import { wmsApi, WmsApiError } from './wmsApi';

const CHOICE_KEY = 'portal.wmsWarehouse';
const STATE_KEY = 'portal.wmsState';

interface Kept {
  orderByType: OrderByType;
  orderColumn: OrderColumn;
  /** The tab or filter last chosen on a list screen (spec 1 §3 "a filter index"). */
  filterIndex: number;
  /** A quantity changed since the lists were read: they read again when shown. */
  quantityChanged: boolean;
}
const DEFAULT_KEPT: Kept = {
  orderByType: 'DESC',
  orderColumn: 'DATE',
  filterIndex: 0,
  quantityChanged: false,
};

function readKept(): Kept {
  try {
    return { ...DEFAULT_KEPT, ...(JSON.parse(sessionStorage.getItem(STATE_KEY) ?? '{}') as Partial<Kept>) };
  } catch {
    return DEFAULT_KEPT;
  }
}

interface WmsState extends Kept {
  warehouses: WarehouseRecord[];
  warehouse: WarehouseRecord | null;
  loadError: string | null;
  chooseWarehouse(id: string): void;
  update(change: Partial<Kept>): void;
}

const Context = createContext<WmsState | null>(null);

/**
 * What the warehouse screens share while the app is open: the warehouse list and the chosen one
 * (kept in localStorage; after the list loads the previous choice if still listed, else the first),
 * the sort options, the filter index and the quantity-changed flag (kept for the tab's life).
 */
export function WmsProvider({ children }: { children: ReactNode }) {
  const [warehouses, setWarehouses] = useState<WarehouseRecord[]>([]);
  const [chosen, setChosen] = useState<string | null>(() => localStorage.getItem(CHOICE_KEY));
  const [kept, setKept] = useState<Kept>(readKept);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    wmsApi
      .get<WarehouseRecord[]>('/homepage/v2/wms/warehouses/displayable')
      .then((list) => {
        if (!live) return;
        setWarehouses(list);
        const pick = pickWarehouse(list, localStorage.getItem(CHOICE_KEY));
        setChosen(pick?.id ?? null);
        if (pick) localStorage.setItem(CHOICE_KEY, pick.id);
      })
      .catch(
        (error: unknown) =>
          live && setLoadError(error instanceof WmsApiError ? error.message : String(error)),
      );
    return () => {
      live = false;
    };
  }, []);

  const chooseWarehouse = useCallback((id: string) => {
    localStorage.setItem(CHOICE_KEY, id);
    setChosen(id);
  }, []);
  const update = useCallback((change: Partial<Kept>) => {
    setKept((current) => {
      const next = { ...current, ...change };
      sessionStorage.setItem(STATE_KEY, JSON.stringify(next));
      return next;
    });
  }, []);

  const value = useMemo<WmsState>(
    () => ({
      ...kept,
      warehouses,
      warehouse: warehouses.find((row) => row.id === chosen) ?? null,
      loadError,
      chooseWarehouse,
      update,
    }),
    [kept, warehouses, chosen, loadError, chooseWarehouse, update],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useWms(): WmsState {
  const state = useContext(Context);
  if (!state) throw new Error('WmsProvider 밖에서 useWms를 사용했습니다.');
  return state;
}

/** Forgets the warehouse app's local state (spec 1 §4: cleared on reset). */
export function clearWmsState() {
  localStorage.removeItem(CHOICE_KEY);
  sessionStorage.removeItem(STATE_KEY);
}
