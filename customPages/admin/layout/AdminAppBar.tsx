import { AppBar, Box, IconButton, Toolbar, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { LinkBase, LoadingIndicator, TitlePortal, ToggleThemeButton, useSidebarState } from 'react-admin';
import { useOutsideLinks } from './queries';
import { APP_BAR_HEIGHT } from './shellMetrics';
import { useAdminPath, useClientMember } from './shellHooks';
import { BRAND_NAME, SHELL_TEXT } from './strings';
import { TopMenu } from './TopMenu';
import { UserLinks } from './UserLinks';

/**
 * The admin app bar (react-admin `appBar`). Wide screens: a thin row with the user links over the
 * service menu. Narrow screens: one row where services and user links become menu buttons.
 */
export const AdminAppBar = () => {
  const [open, setOpen] = useSidebarState();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'), { noSsr: true });
  const { member } = useClientMember();
  const { data: links = null } = useOutsideLinks();
  const adminPath = useAdminPath();

  const toggle = (
    <IconButton
      color="inherit"
      size={wide ? 'small' : 'medium'}
      aria-label={open ? SHELL_TEXT.collapseMenu : SHELL_TEXT.expandMenu}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      sx={{ mr: 1 }}
    >
      {open ? <MenuOpenIcon /> : <MenuIcon />}
    </IconButton>
  );
  const brand = (
    <Typography
      component={LinkBase}
      to={adminPath('home')}
      sx={{
        fontWeight: 800,
        fontSize: wide ? 18 : 16,
        color: 'primary.main',
        textDecoration: 'none',
        mr: 2,
        flexShrink: 0,
      }}
    >
      {BRAND_NAME}
    </Typography>
  );
  // The portal ends a long page name in "…", but only for inline text: react-admin wraps the name in an
  // inline-block, which a narrow bar would cut mid-letter instead.
  const title = (
    <TitlePortal
      sx={{
        fontSize: 15,
        fontWeight: 600,
        color: 'text.secondary',
        minWidth: 0,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        '& .RaConfigurable-root': { display: 'inline' },
      }}
    />
  );

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ boxShadow: 'inset 0 -1px 0 rgba(0,0,0,0.12)', '@media print': { display: 'none' } }}
    >
      {wide ? (
        <>
          <Toolbar variant="dense" sx={{ minHeight: 40, height: 40, bgcolor: 'grey.50' }}>
            {toggle}
            {brand}
            {title}
            <UserLinks memberName={member?.name} links={links} />
          </Toolbar>
          <Toolbar sx={{ minHeight: APP_BAR_HEIGHT.wide - 40, height: APP_BAR_HEIGHT.wide - 40, gap: 1 }}>
            {member && <TopMenu member={member} links={links} />}
            <Box sx={{ flex: 1 }} />
            <LoadingIndicator />
            <ToggleThemeButton />
          </Toolbar>
        </>
      ) : (
        <Toolbar sx={{ minHeight: APP_BAR_HEIGHT.narrow, height: APP_BAR_HEIGHT.narrow, gap: 0.5 }}>
          {toggle}
          {brand}
          {title}
          {member && <TopMenu member={member} links={links} compact />}
          <LoadingIndicator />
          <ToggleThemeButton />
          <UserLinks memberName={member?.name} links={links} compact />
        </Toolbar>
      )}
    </AppBar>
  );
};
