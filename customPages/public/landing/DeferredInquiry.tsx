import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InquiryServiceType } from '../../../schemas/inquiry';
import { LANDING_TEXT } from './types';

const InlineInquiry = lazy(async () => ({
  default: (await import('../inquiry/InlineInquiry')).InlineInquiry,
}));

/**
 * The inquiry form inside a page. Its code (form, validation, schema) loads when the form comes near
 * the screen, so a visitor who only reads the page never downloads it; `eager` loads it at once.
 */
export function DeferredInquiry({
  serviceType,
  eager = false,
}: {
  serviceType: InquiryServiceType;
  eager?: boolean;
}) {
  const anchor = useRef<HTMLDivElement | null>(null);
  const [wanted, setWanted] = useState(eager);

  useEffect(() => {
    if (wanted || !anchor.current) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(anchor.current);
    return () => observer.disconnect();
  }, [wanted]);

  const placeholder = (
    <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
      {LANDING_TEXT.formLoading}
    </Typography>
  );
  return (
    <Box ref={anchor} sx={{ minHeight: 480 }}>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <InlineInquiry serviceType={serviceType} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
