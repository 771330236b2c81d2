import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, NavLink, useLocation } from 'react-router';
import { SERVICE_NAV } from './navigation';
import { usePublicPage } from './publicPage';
import { SisterSiteLinks } from './SisterSiteLinks';
import { LAYOUT_TEXT } from './strings';

const navLinkSx = {
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 600,
  fontSize: 16,
  py: 1,
  borderBottom: '2px solid transparent',
  '&.active': { color: 'primary.main', borderBottomColor: 'primary.main' },
  '&:hover': { color: 'primary.main' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

function Brand() {
  const { prefix } = usePublicPage();
  return (
    <Box
      component={RouterLink}
      to={`${prefix}/snack24`}
      aria-label={LAYOUT_TEXT.brandHome}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, textDecoration: 'none', color: 'text.primary' }}
    >
      <Box component="img" src="/images/logo-mark.svg" alt="" width={32} height={32} />
      <Box component="span" sx={{ fontWeight: 800, fontSize: 20, letterSpacing: '-0.02em' }}>
        {LAYOUT_TEXT.brand}
      </Box>
    </Box>
  );
}

function ServiceLinks({ direction }: { direction: 'row' | 'column' }) {
  const { prefix } = usePublicPage();
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexDirection: direction,
        gap: direction === 'row' ? 3 : 0.5,
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {SERVICE_NAV.map(({ path, label }) => (
        <li key={path}>
          <Box component={NavLink} to={`${prefix}/${path}`} sx={navLinkSx}>
            {label}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/** The public header: brand, our service pages, sister sites and the admin login; a menu on phones. */
export function PublicHeader() {
  const { device, openInquiry } = usePublicPage();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  if (device === 'mobile') {
    return (
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, height: 56 }}
        >
          <Brand />
          <Button
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
            sx={{ minWidth: 0, fontWeight: 700 }}
          >
            {menuOpen ? LAYOUT_TEXT.menuClose : LAYOUT_TEXT.menuOpen}
          </Button>
        </Box>
        <Box
          component="nav"
          id={menuId}
          aria-label={LAYOUT_TEXT.serviceNav}
          hidden={!menuOpen}
          sx={{ px: 2, pb: 2, display: menuOpen ? 'grid' : 'none', gap: 2 }}
        >
          <ServiceLinks direction="column" />
          <SisterSiteLinks />
          <Button component={RouterLink} to="/pc/admin/auth/login" variant="outlined" fullWidth>
            {LAYOUT_TEXT.adminLogin}
          </Button>
          <Button
            component={RouterLink}
            to="/pc/admin/auth/signUp"
            variant="contained"
            disableElevation
            fullWidth
          >
            {LAYOUT_TEXT.signUp}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box sx={{ bgcolor: 'grey.100' }}>
        <Container
          sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 2, py: 0.5 }}
        >
          <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {LAYOUT_TEXT.sisterSites}
          </Box>
          <SisterSiteLinks />
        </Container>
      </Box>
      <Container sx={{ display: 'flex', alignItems: 'center', gap: 5, height: 72 }}>
        <Brand />
        <Box component="nav" aria-label={LAYOUT_TEXT.serviceNav} sx={{ flex: 1 }}>
          <ServiceLinks direction="row" />
        </Box>
        <Button component={RouterLink} to="/pc/admin/auth/login" color="inherit">
          {LAYOUT_TEXT.adminLogin}
        </Button>
        <Button component={RouterLink} to="/pc/admin/auth/signUp" color="inherit">
          {LAYOUT_TEXT.signUp}
        </Button>
        <Button variant="contained" onClick={() => openInquiry()} disableElevation>
          {LAYOUT_TEXT.inquiry}
        </Button>
      </Container>
    </Box>
  );
}
