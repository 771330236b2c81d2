import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Navigate, useParams } from 'react-router';
import { setPageTitle } from '../../../lib/pageTitle';
import { getTermsDocument, isTermsHeading, koreanDate } from '../../../terms';
import type { TermsDocument } from '../../../terms';

const TEXT = {
  effective: '시행일',
  contentLabel: '약관 본문',
} as const;

/**
 * /pc/flower24/terms/:type and /pc/sending24/terms/:type (spec 1 §2): one document as a page, with its
 * article headings as real headings; an unknown type goes to /404.
 */
export function TermsPage() {
  const { type } = useParams();
  const doc = type ? getTermsDocument(type) : undefined;
  const title = doc?.title;

  useEffect(() => {
    if (title) setPageTitle(title);
  }, [title]);

  if (!doc) return <Navigate to="/404" replace />;

  return (
    <Box component="main" sx={{ py: { xs: 4, md: 8 }, bgcolor: 'background.default' }}>
      <Container maxWidth="md">
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
          {doc.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {TEXT.effective} {koreanDate(doc.effectiveDate)}
        </Typography>
        <Divider sx={{ my: 3 }} />
        <TermsBody doc={doc} />
      </Container>
    </Box>
  );
}

/** The content split at blank lines; a block that starts with a heading line gets it as a heading. */
function TermsBody({ doc }: { doc: TermsDocument }) {
  // Chapters (제N장) become h2 and their articles h3; without chapters, articles are h2 (no skipped level).
  const hasChapters = /^제\d+장 /m.test(doc.content);
  const blocks = doc.content.split(/\n{2,}/);
  return (
    <Box component="section" aria-label={TEXT.contentLabel}>
      {blocks.map((block, index) => {
        const [first = '', ...rest] = block.split('\n');
        const heading = isTermsHeading(first) ? first : null;
        const body = heading ? rest.join('\n') : block;
        const chapter = heading !== null && /^제\d+장 /.test(heading);
        const level = chapter || !hasChapters ? 'h2' : 'h3';
        return (
          <Box key={index} sx={{ mb: chapter ? 2 : 3 }}>
            {heading ? (
              <Typography
                component={level}
                sx={{ fontWeight: 700, fontSize: chapter ? 20 : 16, mt: chapter ? 5 : 0, mb: 1 }}
              >
                {heading}
              </Typography>
            ) : null}
            {body ? (
              <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.8, fontSize: 15 }}>{body}</Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
