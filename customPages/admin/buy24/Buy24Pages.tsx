import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useBasename, useListContext, useRefresh } from 'react-admin';
import { ResourceList } from '../../../resources/_generated';
import { Section } from '../../../resources/_generated/report';
import { buy24Requests } from '../../../resources/buy24Requests';
import { buy24Orders } from '../../../resources/buy24Orders';
import { buy24Budgets } from '../../../resources/buy24Budgets';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '../../../resources/_generated/PageHeading';
import { BUY_API, fieldErrors, useBuyWrite } from '../../../resources/buy24Requests/buyApi';
import { useApiFetch, useApiQuery } from '../../../dataProviders/useApi';
import { BUY_REQUEST_STATUSES, BUY_REQUEST_STATUS_LABELS } from '../../../schemas/buy24';
import { issuesByField } from '../../../schemas/issues';
import {
  BUY24_APPROVERS_ONLY,
  buy24Preference,
  type Buy24Auth,
  type Buy24Preference,
} from '../../../schemas/buy24Service';

interface State {
  serviceId: string | null;
  status: string | null;
  counts: Record<string, number>;
}
function Links() {
  const base = useBasename();
  const links: Array<[string, string]> = [
    ['buy24/edit', '구매 요청하기'],
    ['buy24/list', '구매 요청 목록'],
    ['buy24/status', '주문·예산 현황'],
    ['buy24/settings', '설정'],
  ];
  return (
    <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap' }}>
      {links.map(([path, label]) => (
        <Button key={path} component={Link} to={`${base}/${path}`} variant="outlined">
          {label}
        </Button>
      ))}
    </Stack>
  );
}

/** buy24: the service's state and the company's requests per status. */
export function Buy24Home() {
  const state = useApiQuery<State>(BUY_API);
  return (
    <Box>
      <PageHeading>구매24</PageHeading>
      {state.isError && <Typography>구매24를 이용할 수 없습니다. 서비스 신청 후 이용해주세요.</Typography>}
      <Links />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {BUY_REQUEST_STATUSES.map((status) => (
          <Paper key={status} variant="outlined" sx={{ p: 1.5, minWidth: 110, mb: 1 }}>
            <Typography variant="caption">{BUY_REQUEST_STATUS_LABELS[status]}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{state.data?.counts[status] ?? 0}건</Typography>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}

/** buy24/serviceApply: an administrator applies; the provider starts the service. */
export function Buy24ServiceApply() {
  const write = useBuyWrite();
  const navigate = useNavigate();
  const base = useBasename();
  return (
    <Box>
      <PageHeading>구매24 신청</PageHeading>
      <Typography sx={{ my: 2 }}>
        구성원이 필요한 물품을 요청하면 운영자가 견적을 보내고, 승인권자가 예산 안에서 승인·주문합니다.
      </Typography>
      <Button
        variant="contained"
        onClick={async () => {
          if (await write(`${BUY_API}/subscription`, { method: 'POST' }, '구매24를 신청했습니다.'))
            navigate(`${base}/buy24/result`);
        }}
      >
        신청하기
      </Button>
    </Box>
  );
}

export function Buy24Result() {
  const state = useApiQuery<State>(BUY_API);
  return (
    <Box>
      <PageHeading>구매24 신청 결과</PageHeading>
      <Typography sx={{ my: 2 }}>
        {state.data?.status === 'IN_USE'
          ? '구매24를 이용 중입니다.'
          : '신청이 접수되었습니다. 운영자가 확인 후 이용을 시작합니다.'}
      </Typography>
      <Links />
    </Box>
  );
}

/** buy24/status: approved requests ready to order, and this month's department budgets. */
export function Buy24Status() {
  const auth = useApiQuery<Buy24Auth>(`${BUY_API}/auth`);
  if (auth.isError)
    return (
      <Box>
        <PageHeading>주문·예산 현황</PageHeading>
        <Typography sx={{ my: 2 }}>구매24를 이용할 수 없습니다. 서비스 신청 후 이용해주세요.</Typography>
      </Box>
    );
  if (!auth.data) return <PageHeading>주문·예산 현황</PageHeading>;
  // Orders and budgets are the approvers' (the server refuses them to others): a member is told so
  // in place instead of meeting a refused call.
  if (!auth.data.canApprove)
    return (
      <Box sx={{ maxWidth: 720 }}>
        <PageHeading>주문·예산 현황</PageHeading>
        <Alert severity="info" sx={{ my: 2 }}>
          {BUY24_APPROVERS_ONLY}
        </Alert>
        <Links />
      </Box>
    );
  return <ApproverStatus />;
}

/** Orders the checked approved requests in one call (the budget rule counts them together). */
function OrderChecked({ override }: { override: boolean }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const write = useBuyWrite();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  const order = async () => {
    setSending(true);
    const body = { requestIds: selectedIds, overrideBudget: override };
    const done = await write(`${BUY_API}/orders/request`, { method: 'PUT', body }, '주문했습니다.');
    setSending(false);
    if (done) {
      onUnselectItems();
      refresh();
    }
  };
  return (
    <Button variant="contained" size="small" disabled={sending} onClick={() => void order()}>
      {sending ? '주문하는 중…' : `선택한 ${selectedIds.length}건 주문`}
    </Button>
  );
}

/** The approvers' page: approved requests to order (declared lists, checked rows ordered at once), orders, budgets. */
function ApproverStatus() {
  const [override, setOverride] = useState(false);
  return (
    <Box>
      <PageHeading>주문·예산 현황</PageHeading>
      <Section id="buy24-approved" title="주문할 수 있는 요청">
        <FormControlLabel
          control={<Checkbox checked={override} onChange={(e) => setOverride(e.target.checked)} />}
          label="예산 초과 승인"
        />
        <ResourceList
          resource={buy24Requests}
          filter={{ status: 'APPROVED' }}
          bulkActions={<OrderChecked override={override} />}
        />
      </Section>
      <Section id="buy24-orders" title="주문">
        <ResourceList resource={buy24Orders} filter={{}} />
      </Section>
      <Section id="buy24-budgets" title="부서 예산">
        <ResourceList resource={buy24Budgets} filter={{}} />
      </Section>
    </Box>
  );
}

/** buy24/settings: budget alerts, overrides, the budget sheet and excluded categories. */
export function Buy24Settings() {
  const state = useApiQuery<State>(BUY_API);
  const serviceId = state.data?.serviceId ?? null;
  const preference = useApiQuery<Buy24Preference>(
    serviceId ? `${BUY_API}/service-preference/${serviceId}` : null,
  );
  const categories = useApiQuery<
    Array<{ id: string; name: string; parentId: string | null; excluded: boolean }>
  >(`${BUY_API}/exclusion/category`);
  const write = useBuyWrite();
  const apiFetch = useApiFetch();
  const [errors, setErrors] = useState<string[]>([]);
  // The sheet's refusal lists each bad cell (3행 예산: ...) under the button, not in a passing toast.
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    try {
      const saved = await apiFetch<{ saved: number }>(`${BUY_API}/budgets/excel`, {
        method: 'POST',
        body: form,
      });
      setErrors([`예산 ${saved.saved}건을 저장했습니다.`]);
    } catch (error) {
      setErrors(fieldErrors(error));
    }
  };
  const excluded = new Set((categories.data ?? []).filter((c) => c.excluded).map((c) => c.id));
  const toggle = (id: string) => {
    const next = new Set(excluded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    void write(
      `${BUY_API}/exclusion/category`,
      { method: 'PUT', body: { branchId: null, categoryIds: [...next] } },
      '제외 분류를 저장했습니다.',
    );
  };
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeading>구매24 설정</PageHeading>
      {preference.data && serviceId && <PreferenceForm serviceId={serviceId} saved={preference.data} />}
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        예산 엑셀 올리기 (열: 부서, 월, 예산)
      </Typography>
      <Button component="label" variant="outlined">
        엑셀 파일 선택
        <input
          hidden
          type="file"
          accept=".xlsx"
          aria-label="예산 엑셀 파일"
          onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
        />
      </Button>
      {errors.map((error) => (
        <Typography key={error} role="status">
          {error}
        </Typography>
      ))}
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mt: 2 }}>
        제외 분류
      </Typography>
      {(categories.data ?? []).map((category) => (
        <Box key={category.id} sx={{ pl: category.parentId ? 4 : 0 }}>
          <FormControlLabel
            control={<Checkbox checked={category.excluded} onChange={() => toggle(category.id)} />}
            label={category.name}
          />
        </Box>
      ))}
    </Box>
  );
}

/**
 * 예산 알림 기준, 예산 초과 주문 and 배송 메모 of the company (administrators), checked by the same
 * schema as the server's before they are sent.
 */
function PreferenceForm({ serviceId, saved }: { serviceId: string; saved: Buy24Preference }) {
  const write = useBuyWrite();
  const [draft, setDraft] = useState({ ...saved, budgetAlertPercent: String(saved.budgetAlertPercent) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDraft({ ...saved, budgetAlertPercent: String(saved.budgetAlertPercent) });
  }, [saved]);
  const save = async () => {
    const parsed = buy24Preference.safeParse({
      ...draft,
      budgetAlertPercent: draft.budgetAlertPercent === '' ? Number.NaN : Number(draft.budgetAlertPercent),
    });
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    await write(
      `${BUY_API}/service-preference/`,
      { method: 'PUT', body: { serviceId, ...parsed.data } },
      '구매24 설정을 저장했습니다.',
    );
    setBusy(false);
  };
  return (
    <Box
      component="form"
      aria-label="예산 알림과 예산 초과 주문"
      // The schema's Korean messages, not the browser's own bubbles, tell what is wrong.
      noValidate
      sx={{ my: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        예산 알림과 예산 초과 주문
      </Typography>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          label="예산 알림 기준(%)"
          type="number"
          value={draft.budgetAlertPercent}
          onChange={(event) => setDraft({ ...draft, budgetAlertPercent: event.target.value })}
          error={Boolean(errors.budgetAlertPercent)}
          helperText={
            errors.budgetAlertPercent ?? '부서가 이번 달 예산을 이만큼 쓰면 승인권자에게 알립니다. (50~100)'
          }
          slotProps={{ htmlInput: { min: 50, max: 100 } }}
          sx={{ maxWidth: 240 }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={draft.allowBudgetOverride}
              onChange={(event) => setDraft({ ...draft, allowBudgetOverride: event.target.checked })}
            />
          }
          label="예산 초과 주문 허용 (승인권자가 남은 예산을 넘겨 주문할 수 있습니다)"
        />
        <TextField
          label="배송 메모"
          multiline
          minRows={2}
          value={draft.deliveryNote}
          onChange={(event) => setDraft({ ...draft, deliveryNote: event.target.value })}
          error={Boolean(errors.deliveryNote)}
          helperText={errors.deliveryNote}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            설정 저장
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
