import { Suspense, lazy, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { InquiryServiceType } from '../../../schemas/inquiry';
import { EventBanner } from './EventBanner';
import { FloatingInquiryButton } from './FloatingInquiryButton';
import { PublicHeader } from './PublicHeader';
import { PublicPageContext } from './publicPage';
import type { PublicDevice, PublicPage } from './publicPage';
import { visuallyHidden } from './SisterSiteLinks';
import { LAYOUT_TEXT } from './strings';

// The dialog (form, validation, zod, MUI dialog parts) is its own chunk, fetched on intent or first open.
const loadDialog = () => import('../inquiry/InquiryDialog');
const InquiryDialog = lazy(async () => ({ default: (await loadDialog()).InquiryDialog }));
// The footer sits below the fold: it arrives once the page is idle, not in the first bytes.
const PublicFooter = lazy(async () => ({ default: (await import('./PublicFooter')).PublicFooter }));

/** True once the browser has a quiet moment after the first paint (at most `timeout` ms later). */
function useIdle(timeout = 600): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, [timeout]);
  return idle;
}

export interface PublicLayoutProps {
  device: PublicDevice;
  noFooter?: boolean;
  noInquiryButton?: boolean;
  eventBanner?: boolean;
  /** The route's inquiry service and completion path (below the device prefix). */
  inquiry?: { serviceType: InquiryServiceType; complete: string };
  children: ReactNode;
}

/** The public site's frame, one for both devices: header, optional event strip, page, footer, inquiry. */
export function PublicLayout({
  device,
  noFooter,
  noInquiryButton,
  eventBanner,
  inquiry,
  children,
}: PublicLayoutProps) {
  const prefix = device === 'mobile' ? '/mobile' : '/pc';
  const idle = useIdle();
  // Each opening gets a new key, so the dialog starts from a fresh form every time (spec 1 §4).
  const [dialog, setDialog] = useState<{ key: number; serviceType: InquiryServiceType } | null>(null);
  const openInquiry = useCallback(
    (serviceType?: InquiryServiceType) =>
      setDialog((current) => ({
        key: (current?.key ?? 0) + 1,
        serviceType: serviceType ?? inquiry?.serviceType ?? 'SNACK',
      })),
    [inquiry?.serviceType],
  );
  const page = useMemo<PublicPage>(
    () => ({
      device,
      prefix,
      serviceType: inquiry?.serviceType ?? null,
      completePath: `${prefix}/${inquiry?.complete ?? 'snack24/inquiry/complete'}`,
      openInquiry,
    }),
    [device, prefix, inquiry?.serviceType, inquiry?.complete, openInquiry],
  );

  return (
    <PublicPageContext.Provider value={page}>
      <Box
        component="a"
        href="#main"
        sx={{
          ...visuallyHidden,
          '&:focus': {
            position: 'fixed',
            left: 8,
            top: 8,
            width: 'auto',
            height: 'auto',
            margin: 0,
            clip: 'auto',
            zIndex: 2100,
            bgcolor: 'background.paper',
            p: 1,
          },
        }}
      >
        {LAYOUT_TEXT.skipToContent}
      </Box>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <PublicHeader />
        {eventBanner && <EventBanner />}
        <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
          {children}
        </Box>
        {!noFooter && idle && (
          <Suspense fallback={null}>
            <PublicFooter />
          </Suspense>
        )}
      </Box>
      {!noInquiryButton && (
        <FloatingInquiryButton onOpen={() => openInquiry()} onIntent={() => void loadDialog()} />
      )}
      {dialog && (
        <Suspense fallback={null}>
          <InquiryDialog key={dialog.key} serviceType={dialog.serviceType} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </PublicPageContext.Provider>
  );
}
