import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
import { Box, ButtonBase, IconButton, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import CloseIcon from '@mui/icons-material/Close';

/** What a slide needs to show itself: the media type (extension or MIME type), its URL and its text. */
export interface SlideMedia {
  type: string;
  pcWeb: string;
  alt: string;
}

export interface BannerSliderLabels {
  region: string;
  previous: string;
  next: string;
  showAll: string;
  list: string;
  close: string;
}

const DEFAULT_LABELS: BannerSliderLabels = {
  region: '배너',
  previous: '이전 배너',
  next: '다음 배너',
  showAll: '배너 전체 보기',
  list: '배너 목록',
  close: '배너 목록 닫기',
};

export interface BannerSliderProps<T extends SlideMedia> {
  banners: readonly T[];
  onBannerClick?: (banner: T) => void;
  /** Auto-advance period in ms (spec 1 §9: 15 s). */
  interval?: number;
  /** Natural size of the artwork; the slider scales down keeping this ratio (admin banner: 1040x208). */
  width?: number;
  height?: number;
  labels?: Partial<BannerSliderLabels>;
}

const SLIDE_MS = 200;
const RADIUS_PX = 16;

/** mp4, webm, ogg, mov or any video/* MIME type is played as a video; anything else is an image. */
export function isVideoType(type: string): boolean {
  return /^(video\/.+|mp4|webm|ogg|ogv|mov|m4v)$/i.test(type.trim().replace(/^\./, ''));
}

const Media = ({ item, thumbnail = false }: { item: SlideMedia; thumbnail?: boolean }) => {
  const style = { width: '100%', height: '100%', objectFit: 'cover' as const, display: 'block' };
  return isVideoType(item.type) ? (
    <video
      src={item.pcWeb}
      aria-label={item.alt}
      style={style}
      muted
      loop
      playsInline
      autoPlay={!thumbnail}
    />
  ) : (
    <img src={item.pcWeb} alt={thumbnail ? '' : item.alt} style={style} loading="lazy" draggable={false} />
  );
};

/**
 * A banner carousel: auto-advances and loops (not with a single slide), pauses while hovered or focused,
 * and offers a thumbnail list that Escape closes. What a click does is the caller's business.
 */
export function BannerSlider<T extends SlideMedia>({
  banners,
  onBannerClick,
  interval = 15_000,
  width = 1040,
  height = 208,
  labels: labelOverrides,
}: BannerSliderProps<T>) {
  const labels = { ...DEFAULT_LABELS, ...labelOverrides };
  const count = banners.length;
  const loops = count > 1;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [thumbsOpen, setThumbsOpen] = useState(false);
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The list may shrink under us (refetch); never point past its end.
  const current = count > 0 ? index % count : 0;

  const go = (delta: number) => setIndex((value) => ((((value % count) + delta) % count) + count) % count);

  useEffect(() => {
    if (!loops || hovered || focused || thumbsOpen) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), interval);
    return () => window.clearTimeout(timer);
  }, [current, loops, hovered, focused, thumbsOpen, count, interval]);

  useEffect(() => {
    if (!thumbsOpen) return;
    // Listen on the document: Escape must close the list wherever focus happens to be.
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setThumbsOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [thumbsOpen]);

  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (!loops || thumbsOpen) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const arrowSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(0,0,0,0.35)',
    color: 'common.white',
    '&:hover, &:focus-visible': { bgcolor: 'rgba(0,0,0,0.6)' },
  } as const;

  return (
    <Box
      component="section"
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      sx={{
        position: 'relative',
        width: '100%',
        maxWidth: width,
        aspectRatio: `${width} / ${height}`,
        borderRadius: `${RADIUS_PX}px`,
        overflow: 'hidden',
        bgcolor: 'grey.100',
      }}
    >
      <Box
        aria-live={loops && !hovered && !focused ? 'off' : 'polite'}
        sx={{
          display: 'flex',
          height: '100%',
          transform: `translateX(-${current * 100}%)`,
          transition: `transform ${SLIDE_MS}ms ease-in-out`,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      >
        {banners.map((banner, position) => (
          <Box
            key={`${position}-${banner.pcWeb}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${position + 1} / ${count}`}
            aria-hidden={position !== current}
            sx={{ flex: '0 0 100%', height: '100%' }}
          >
            <ButtonBase
              onClick={() => onBannerClick?.(banner)}
              tabIndex={position === current ? 0 : -1}
              aria-label={banner.alt}
              sx={{ width: '100%', height: '100%', display: 'block' }}
            >
              <Media item={banner} />
            </ButtonBase>
          </Box>
        ))}
      </Box>

      {loops && (
        <>
          <IconButton
            size="small"
            aria-label={labels.previous}
            onClick={() => go(-1)}
            sx={{ ...arrowSx, left: 8 }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            size="small"
            aria-label={labels.next}
            onClick={() => go(1)}
            sx={{ ...arrowSx, right: 8 }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              // On a phone the banner is short: beside the next arrow, not over it (a whole target).
              right: { xs: 48, sm: 12 },
              bottom: 10,
              display: 'flex',
              alignItems: 'center',
              gap: 0.5,
              px: 1,
              borderRadius: 8,
              bgcolor: 'rgba(0,0,0,0.45)',
              color: 'common.white',
            }}
          >
            <Typography variant="caption" aria-current="true" data-testid="banner-counter">
              {`${current + 1} / ${count}`}
            </Typography>
            <IconButton
              ref={toggleRef}
              size="small"
              aria-label={labels.showAll}
              aria-expanded={thumbsOpen}
              aria-controls={listId}
              onClick={() => setThumbsOpen((open) => !open)}
              sx={{ color: 'inherit', p: 0.25 }}
            >
              <ViewModuleIcon fontSize="small" />
            </IconButton>
          </Box>
        </>
      )}

      {thumbsOpen && (
        <Box
          id={listId}
          role="dialog"
          aria-label={labels.list}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 2,
            pr: 6,
            overflowX: 'auto',
            bgcolor: 'rgba(0,0,0,0.75)',
          }}
        >
          {banners.map((banner, position) => (
            <ButtonBase
              key={`${position}-${banner.pcWeb}`}
              aria-label={`${position + 1}. ${banner.alt}`}
              aria-current={position === current}
              onClick={() => {
                setIndex(position);
                setThumbsOpen(false);
              }}
              sx={{
                flex: '0 0 auto',
                height: '70%',
                aspectRatio: `${width} / ${height}`,
                borderRadius: 1,
                overflow: 'hidden',
                outline: position === current ? '2px solid white' : 'none',
              }}
            >
              <Media item={banner} thumbnail />
            </ButtonBase>
          ))}
          <IconButton
            aria-label={labels.close}
            onClick={() => setThumbsOpen(false)}
            sx={{ position: 'absolute', top: 4, right: 4, color: 'common.white' }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
