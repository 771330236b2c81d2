import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkBase, useLocation } from 'react-admin';
import { loadOutsideLinks } from '../../../dataProviders/links';
import { setPageTitle } from '../../../lib/pageTitle';
import type { LegacyDestination } from './legacyTarget';
import { LEGACY_SITE_NAMES, legacyDestination } from './legacyTarget';
import type { LegacyTarget } from './legacyRoutes';

type State = { kind: 'loading' } | { kind: 'failed' } | LegacyDestination;

/** A legacy admin screen: leaves for the outside site that now hosts it, or says where it went. */
export function LegacyRedirect({ target, name }: { target: LegacyTarget; name: string }) {
  const location = useLocation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const pathAndQuery = `${location.pathname}${location.search}`;

  useEffect(() => setPageTitle(name), [name]);
  useEffect(() => {
    let live = true;
    loadOutsideLinks()
      .then((links) => {
        if (!live) return;
        const destination = legacyDestination(target, links, pathAndQuery);
        setState(destination);
        // replace: the back button should return to the page before, not bounce here again.
        if (destination.kind === 'redirect') window.location.replace(destination.url);
      })
      .catch(() => live && setState({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [target, pathAndQuery, attempt]);

  const site = LEGACY_SITE_NAMES[target];
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', my: 6, px: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {state.kind === 'moved' ? '이 화면은 이전되었습니다' : name}
      </Typography>
      {state.kind === 'loading' || state.kind === 'redirect' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography>{`${site}(으)로 이동하고 있습니다.`}</Typography>
        </Stack>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert severity="error" action={<Button onClick={() => setAttempt((n) => n + 1)}>다시 시도</Button>}>
          이동할 주소를 불러오지 못했습니다.
        </Alert>
      ) : null}
      {state.kind === 'moved' ? (
        <Stack spacing={2}>
          <Typography>
            {state.url
              ? `'${name}' 화면은 ${site}에서 제공됩니다. 아래 버튼을 눌러 ${site}에서 이어서 이용해주세요.`
              : `'${name}' 화면은 ${site}(으)로 이전되었으나 이동할 주소가 아직 설정되지 않았습니다. 고객센터로 문의해주세요.`}
          </Typography>
          <Stack direction="row" spacing={1}>
            {state.url ? (
              <Button variant="contained" href={state.url}>
                {`${site}에서 열기`}
              </Button>
            ) : null}
            <Button variant="outlined" component={LinkBase} to="/pc/admin/home">
              홈으로
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Box>
  );
}
