import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useBasename } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { KoreanSafeTextField } from '../../components/ime/KoreanSafeTextField';
import { messageOf, useApiQuery } from '../../dataProviders/useApi';
import { setPageTitle } from '../../lib/pageTitle';
import { PageHeading } from '../../resources/_generated/PageHeading';
import {
  PROVIDER_SEARCH_KINDS,
  PROVIDER_SEARCH_KIND_LABELS,
  PROVIDER_SEARCH_LIMIT,
  type ProviderSearchResponse,
} from '../../schemas/provider';

/** The console's search page, below /provider. */
export const CONSOLE_SEARCH_PATH = 'search';

export const CONSOLE_SEARCH_TEXT = {
  title: '통합 검색',
  label: '회사, 회원(이름·이메일·전화번호), 접수번호, 주문번호',
  box: '통합 검색',
  hint: '회사 이름이나 사업자등록번호, 회원의 이름·이메일·전화번호(어떤 형식이든), 서비스 문의 접수번호, 퀵 주문번호로 찾습니다. 초성(ㅎㅂㅅㄹㅅ)도 됩니다.',
  searching: '찾는 중입니다…',
  failed: '검색하지 못했습니다. 잠시 후 다시 시도해주세요.',
  none: (q: string) => `"${q}"에 맞는 회사, 회원, 문의, 주문이 없습니다.`,
  more: `종류마다 ${PROVIDER_SEARCH_LIMIT}건까지 보입니다. 더 자세히 입력하면 좁혀집니다.`,
} as const;

/** Typing waits this long before the address (and so the search) follows it. */
const TYPING_PAUSE_MS = 300;

/**
 * One search across companies (issue: the operator's one box): a company, a member of any company,
 * a visitor's inquiry or quick order by its number; each hit opens its page (a member opens their
 * company's page). The query lives in the address (?q=), so a search can be shared and reloaded.
 */
export function ConsoleSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(q);
  useEffect(() => setPageTitle(CONSOLE_SEARCH_TEXT.title), []);
  // Typing settles into the address after a pause; a back button or a new link sets the box.
  useEffect(() => setTyped(q), [q]);
  useEffect(() => {
    if (typed.trim() === q) return;
    const timer = setTimeout(
      () => setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true }),
      TYPING_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, q, setParams]);
  const search = useApiQuery<ProviderSearchResponse>(q ? '/provider/v1/search' : null, { q });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) setParams({ q: typed.trim() }, { replace: true });
  };
  return (
    <Box sx={{ maxWidth: 880 }}>
      <PageHeading>{CONSOLE_SEARCH_TEXT.title}</PageHeading>
      <Box component="form" role="search" onSubmit={submit} sx={{ my: 2 }}>
        <KoreanSafeTextField
          value={typed}
          onValueChange={setTyped}
          label={CONSOLE_SEARCH_TEXT.label}
          helperText={CONSOLE_SEARCH_TEXT.hint}
          type="search"
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Box>
      {q ? <SearchResults q={q} search={search} /> : null}
    </Box>
  );
}

type SearchQuery = ReturnType<typeof useApiQuery<ProviderSearchResponse, ProviderSearchResponse>>;

function SearchResults({ q, search }: { q: string; search: SearchQuery }) {
  const basename = useBasename();
  if (search.isPending)
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <CircularProgress size={20} aria-hidden />
        {CONSOLE_SEARCH_TEXT.searching}
      </Box>
    );
  if (search.isError)
    return <Alert severity="error">{messageOf(search.error, CONSOLE_SEARCH_TEXT.failed)}</Alert>;
  const { hits } = search.data;
  if (hits.length === 0) return <Typography role="status">{CONSOLE_SEARCH_TEXT.none(q)}</Typography>;
  const full = PROVIDER_SEARCH_KINDS.some(
    (kind) => hits.filter((hit) => hit.kind === kind).length >= PROVIDER_SEARCH_LIMIT,
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {PROVIDER_SEARCH_KINDS.map((kind) => {
        const ofKind = hits.filter((hit) => hit.kind === kind);
        if (ofKind.length === 0) return null;
        const label = `${PROVIDER_SEARCH_KIND_LABELS[kind]} ${ofKind.length.toLocaleString('ko-KR')}건`;
        return (
          <Paper component="section" variant="outlined" key={kind} aria-label={label} sx={{ p: 2 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {label}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {ofKind.map((hit) => (
                <li key={hit.path + hit.title}>
                  <Link component={RouterLink} to={`${basename}/${hit.path}`} sx={{ fontWeight: 600 }}>
                    {hit.title}
                  </Link>
                  <Typography variant="body2" color="text.secondary">
                    {hit.detail}
                  </Typography>
                </li>
              ))}
            </Box>
          </Paper>
        );
      })}
      {full ? <Typography variant="body2">{CONSOLE_SEARCH_TEXT.more}</Typography> : null}
    </Box>
  );
}

/**
 * The search box in the console's app bar: Enter opens the search page with what was typed (Enter
 * while a syllable is being composed waits for it). On a phone, a button that opens the page.
 */
export function ConsoleSearchBox() {
  const [typed, setTyped] = useState('');
  const navigate = useNavigate();
  const basename = useBasename();
  const open = (q: string) =>
    navigate(`${basename}/${CONSOLE_SEARCH_PATH}${q ? `?${new URLSearchParams({ q })}` : ''}`);
  return (
    <>
      <Box
        component="form"
        role="search"
        aria-label={CONSOLE_SEARCH_TEXT.box}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          open(typed.trim());
          setTyped('');
        }}
        sx={{ display: { xs: 'none', sm: 'block' }, mx: 1 }}
      >
        <KoreanSafeTextField
          value={typed}
          onValueChange={setTyped}
          size="small"
          type="search"
          placeholder={CONSOLE_SEARCH_TEXT.box}
          slotProps={{
            htmlInput: { 'aria-label': CONSOLE_SEARCH_TEXT.label, maxLength: 100 },
          }}
          sx={{ width: { sm: 200, md: 280 }, bgcolor: 'background.paper', borderRadius: 1 }}
        />
      </Box>
      <IconButton
        color="inherit"
        aria-label={CONSOLE_SEARCH_TEXT.box}
        onClick={() => open('')}
        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
    </>
  );
}
