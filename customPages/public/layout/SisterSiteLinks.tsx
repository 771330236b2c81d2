import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { sisterSiteUrl } from '../../../lib/tracking';
import { campaignOf, usePublicPage } from './publicPage';
import { SISTER_SITES } from './navigation';
import { LAYOUT_TEXT } from './strings';
import { useOutsideLinks } from './useOutsideLinks';

/** The sister sites as outside links carrying portal24 referral tags (spec 1 §1). */
export function SisterSiteLinks({ color = 'text.secondary' }: { color?: string }) {
  const links = useOutsideLinks();
  const { device } = usePublicPage();
  const entries = SISTER_SITES.flatMap(({ link, site, label }) => {
    const href = links ? sisterSiteUrl(links[link], site, campaignOf(device)) : null;
    return href ? [{ site, label, href }] : [];
  });
  return (
    <Box
      component="ul"
      aria-label={LAYOUT_TEXT.sisterSites}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none', minHeight: 24 }}
    >
      {entries.map(({ site, label, href }) => (
        <li key={site}>
          <Link
            href={href}
            target="_blank"
            rel="noopener"
            underline="hover"
            color={color}
            data-site={site}
            sx={{ fontSize: 14 }}
          >
            {label}
            <Box component="span" sx={visuallyHidden}>
              {LAYOUT_TEXT.newWindow}
            </Box>
          </Link>
        </li>
      ))}
    </Box>
  );
}

/** Read by screen readers, not shown. */
export const visuallyHidden = {
  position: 'absolute',
  // Pixels, not sx's fraction units (1 would mean 100 %).
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
