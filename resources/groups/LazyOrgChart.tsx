import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

// The chart's drag and drop (@dnd-kit, about 13 kB compressed) is needed on group/list only: its
// own chunk, loaded when that page opens instead of with the whole admin console.
const Chart = lazy(() => import('./OrgChart').then((m) => ({ default: m.OrgChart })));

/** group/list: the organisation chart, loaded on first use. */
export function OrgChart() {
  return (
    <Suspense fallback={<Loading />}>
      <Chart />
    </Suspense>
  );
}
