import Typography from '@mui/material/Typography';

/**
 * The page's one h1. The app bar shows the title too, but as plain text: a screen-reader user
 * jumping by headings, and a phone whose bar clips the title, find it here.
 */
export function PageHeading({ children }: { children: string }) {
  return (
    <Typography
      component="h1"
      variant="h6"
      sx={{ fontWeight: 700, mt: { xs: 1.5, md: 2 }, mb: 0.5, fontSize: { xs: 18, md: 20 } }}
    >
      {children}
    </Typography>
  );
}
