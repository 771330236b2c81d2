import { useEffect, useState } from 'react';
import type { FocusEvent, MouseEvent, ReactNode } from 'react';
import { Box, Drawer, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { APP_BAR_HEIGHT, SIDEBAR_TRANSITION_MS, SIDEBAR_WIDTH } from './shellMetrics';
import { SidebarExpandedContext, useResizeAfterToggle } from './sidebarExpansion';
import { SHELL_TEXT } from './strings';

/**
 * The collapsible left menu frame. react-admin's sidebar state is the pinned state (the app bar toggle);
 * hovering or focusing the collapsed menu expands it over the content without pinning it.
 */
export const AdminSidebar = ({ children }: { children: ReactNode }) => {
  const [pinned, setPinned] = useSidebarState();
  const [peeking, setPeeking] = useState(false);
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const expanded = pinned || peeking;
  useResizeAfterToggle(isXSmall ? false : expanded);
  // The desktop "pinned" flag would otherwise open the phone drawer over the page on arrival.
  useEffect(() => {
    if (isXSmall) setPinned(false);
  }, [isXSmall, setPinned]);

  if (isXSmall) {
    // Phones: a temporary drawer that closes once a link is followed.
    const closeOnLink = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) setPinned(false);
    };
    return (
      <Drawer variant="temporary" open={pinned} onClose={() => setPinned(false)}>
        <Box
          component="nav"
          aria-label={SHELL_TEXT.leftMenu}
          onClick={closeOnLink}
          sx={{ width: SIDEBAR_WIDTH.expanded }}
        >
          <SidebarExpandedContext.Provider value>{children}</SidebarExpandedContext.Provider>
        </Box>
      </Drawer>
    );
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPeeking(false);
  };
  const width = (open: boolean) => (open ? SIDEBAR_WIDTH.expanded : SIDEBAR_WIDTH.collapsed);
  const transition = `width ${SIDEBAR_TRANSITION_MS}ms ease-out`;

  return (
    // The outer box holds the pinned width in the page flow, so a peek overlays the content instead of pushing it.
    <Box sx={{ width: width(pinned), flexShrink: 0, transition }} data-testid="admin-sidebar-space">
      <Box
        component="nav"
        aria-label={SHELL_TEXT.leftMenu}
        data-expanded={expanded}
        onMouseEnter={() => setPeeking(true)}
        onMouseLeave={() => setPeeking(false)}
        onFocus={() => setPeeking(true)}
        onBlur={onBlur}
        sx={{
          position: 'fixed',
          top: { xs: APP_BAR_HEIGHT.narrow, md: APP_BAR_HEIGHT.wide },
          bottom: 0,
          left: 0,
          width: width(expanded),
          transition,
          overflowX: 'hidden',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          zIndex: (theme) => theme.zIndex.appBar - 1,
          boxShadow: peeking && !pinned ? 8 : 'none',
          scrollbarWidth: 'thin',
          '@media print': { display: 'none' },
        }}
      >
        <SidebarExpandedContext.Provider value={expanded}>{children}</SidebarExpandedContext.Provider>
      </Box>
    </Box>
  );
};
