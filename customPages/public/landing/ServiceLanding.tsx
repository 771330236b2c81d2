import { useEffect } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { setPageTitle } from '../../../lib/pageTitle';
import { usePublicPage } from '../layout/publicPage';
import { DeferredInquiry } from './DeferredInquiry';
import { LandingHero, card } from './LandingHero';
import { Faq } from './Faq';
import { LANDING_TEXT } from './types';
import type { LandingContent } from './types';

function Section({
  id,
  heading,
  children,
  tinted,
}: {
  id: string;
  heading: string;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={`${id}-heading`}
      sx={{ py: { xs: 6, md: 9 }, bgcolor: tinted ? 'grey.50' : undefined }}
    >
      <Container>
        <Typography
          id={`${id}-heading`}
          component="h2"
          variant="h4"
          sx={{ fontWeight: 800, mb: { xs: 3, md: 5 }, fontSize: { xs: 24, md: 32 } }}
        >
          {heading}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}

/**
 * A service's landing page, one component for PC and mobile (the grid folds to one column on phones):
 * hero with the inquiry call, benefits, steps, plans priced "문의", FAQ and the inquiry form itself.
 * `children` lands between the plans and the FAQ (e.g. the breakfast menu teaser).
 */
export function ServiceLanding({
  content,
  children,
  formFirst = false,
}: {
  content: LandingContent;
  children?: ReactNode;
  formFirst?: boolean;
}) {
  const { openInquiry } = usePublicPage();
  useEffect(() => setPageTitle(null, content.title), [content.title]);

  const form = (
    <Section id="inquiry" heading={LANDING_TEXT.formHeading} tinted={!formFirst}>
      <Typography color="text.secondary" sx={{ mt: -3, mb: 4 }}>
        {LANDING_TEXT.formLead}
      </Typography>
      <DeferredInquiry serviceType={content.service} eager={formFirst} />
    </Section>
  );

  return (
    <>
      <LandingHero content={content} />

      {formFirst && form}

      <Section id="benefits" heading={content.benefitsHeading}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {content.benefits.map(({ title, body }) => (
            <Box component="li" key={title} sx={card}>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18, mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {body}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="steps" heading={LANDING_TEXT.stepsHeading} tinted>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: `repeat(${content.steps.length}, 1fr)` },
          }}
        >
          {content.steps.map(({ title, body }, index) => (
            <Box component="li" key={title} sx={card}>
              <Typography sx={{ color: 'primary.main', fontWeight: 800, fontSize: 14 }}>
                {LANDING_TEXT.step(index + 1)}
              </Typography>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18, my: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
                {body}
              </Typography>
            </Box>
          ))}
        </Box>
      </Section>

      <Section id="pricing" heading={LANDING_TEXT.pricingHeading}>
        <Typography color="text.secondary" sx={{ mt: -3, mb: 4 }}>
          {content.pricing.lead}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: `repeat(${content.pricing.plans.length}, 1fr)` },
          }}
        >
          {content.pricing.plans.map((plan) => (
            <Box key={plan.name} sx={{ ...card, display: 'grid', gap: 1.5, alignContent: 'start' }}>
              <Typography component="h3" sx={{ fontWeight: 800, fontSize: 20 }}>
                {plan.name}
              </Typography>
              <Typography color="text.secondary">{plan.audience}</Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {plan.includes.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
              <Typography sx={{ fontWeight: 700 }}>
                {LANDING_TEXT.price}:{' '}
                <Box component="span" sx={{ color: 'primary.main' }}>
                  {LANDING_TEXT.priceValue}
                </Box>
              </Typography>
              <Button variant="outlined" onClick={() => openInquiry(content.service)}>
                {content.hero.cta}
              </Button>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {LANDING_TEXT.priceNote}
        </Typography>
      </Section>

      {children}

      <Section id="faq" heading={LANDING_TEXT.faqHeading} tinted>
        <Faq items={content.faqs} name={`faq-${content.service}`} />
      </Section>

      <Box
        component="section"
        aria-labelledby="closing-heading"
        sx={{
          py: { xs: 6, md: 8 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          textAlign: 'center',
        }}
      >
        <Container sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
          <Typography
            id="closing-heading"
            component="h2"
            sx={{ fontWeight: 800, fontSize: { xs: 24, md: 32 } }}
          >
            {content.closing.heading}
          </Typography>
          <Typography sx={{ opacity: 0.95 }}>{content.closing.body}</Typography>
          <Button
            variant="contained"
            size="large"
            onClick={() => openInquiry(content.service)}
            sx={{ bgcolor: '#fff', color: 'primary.dark', '&:hover': { bgcolor: 'grey.100' } }}
          >
            {content.hero.cta}
          </Button>
        </Container>
      </Box>

      {!formFirst && form}
    </>
  );
}
