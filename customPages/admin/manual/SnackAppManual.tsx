import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { setPageTitle } from '../../../lib/pageTitle';
import { PageHeading } from '../../../resources/_generated/PageHeading';
import { MANUAL_SECTIONS, MANUAL_TEXT, type ManualStep } from './manualSteps';

/** One step: its picture beside the words on a PC, above them on a phone. */
function Step({ step, number }: { step: ManualStep; number: number }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: step.picture.wide ? '3fr 2fr' : '2fr 3fr' },
        alignItems: 'center',
      }}
    >
      <Box
        component="img"
        src={step.picture.src}
        alt={step.picture.alt}
        width={step.picture.wide ? 640 : 260}
        height={step.picture.wide ? 400 : 410}
        loading="lazy"
        sx={{
          width: '100%',
          maxWidth: step.picture.wide ? 640 : 260,
          height: 'auto',
          justifySelf: 'center',
          borderRadius: 1,
        }}
      />
      <Box>
        <Typography
          component="h3"
          sx={{ mb: 1, fontSize: '1.05rem', fontWeight: 700, wordBreak: 'keep-all' }}
        >
          {MANUAL_TEXT.stepTitle(number, step.title)}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
          {step.points.map((point) => (
            <Typography component="li" key={point} sx={{ mb: 0.5, wordBreak: 'keep-all' }}>
              {point}
            </Typography>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}

/** app/manual: how members order and receive snacks, on a PC and on a phone. */
export function SnackAppManual() {
  useEffect(() => setPageTitle(MANUAL_TEXT.title), []);
  return (
    <Box sx={{ pb: 4, maxWidth: 1000 }} data-testid="snack-app-manual">
      <PageHeading>{MANUAL_TEXT.title}</PageHeading>
      <Typography sx={{ mb: 3, wordBreak: 'keep-all' }}>{MANUAL_TEXT.intro}</Typography>
      <Box component="nav" aria-label={MANUAL_TEXT.contents} sx={{ mb: 3 }}>
        <Box
          component="ul"
          sx={{ display: 'flex', gap: 2, pl: 0, m: 0, listStyle: 'none', flexWrap: 'wrap' }}
        >
          {MANUAL_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </Box>
      </Box>
      {MANUAL_SECTIONS.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={section.id} sx={{ mb: 4 }}>
          <Typography
            id={section.id}
            component="h2"
            sx={{ mb: 1, fontSize: '1.15rem', fontWeight: 700, scrollMarginTop: 80 }}
          >
            {section.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2, wordBreak: 'keep-all' }}>
            {section.lead}
          </Typography>
          <Box component="ol" sx={{ display: 'grid', gap: 2, pl: 0, m: 0, listStyle: 'none' }}>
            {section.steps.map((step, index) => (
              <Step key={step.title} step={step} number={index + 1} />
            ))}
          </Box>
        </Box>
      ))}
      <Paper variant="outlined" component="section" aria-labelledby="manual-help" sx={{ p: 2 }}>
        <Typography id="manual-help" component="h2" sx={{ mb: 1, fontSize: '1.15rem', fontWeight: 700 }}>
          {MANUAL_TEXT.helpTitle}
        </Typography>
        <Typography sx={{ wordBreak: 'keep-all' }}>{MANUAL_TEXT.help}</Typography>
      </Paper>
    </Box>
  );
}
