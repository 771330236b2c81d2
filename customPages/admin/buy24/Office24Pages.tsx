import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useBasename } from 'react-admin';
import { Link, useParams } from 'react-router';
import { PageHeading } from '../../../resources/_generated/PageHeading';
import { useApiQuery } from '../../../dataProviders/useApi';

interface Workspace {
  branchEncrypted: string;
  name: string;
}

/** The company's workspaces (the homepage call every company has). */
const useWorkspaces = () =>
  useApiQuery('/homepage/v2/workspace/', undefined, {
    select: (answer: { workspaceList: Workspace[] }) => answer.workspaceList,
  });

function OfficeLinks() {
  const base = useBasename();
  return (
    <Box sx={{ display: 'flex', gap: 1, my: 2, flexWrap: 'wrap' }}>
      <Button component={Link} to={`${base}/office24/list`} variant="outlined">
        주문 목록
      </Button>
      <Button component={Link} to={`${base}/office24/Workspace`} variant="outlined">
        사업장
      </Button>
      <Button component={Link} to={`${base}/office24/serviceApply`} variant="outlined">
        서비스 신청
      </Button>
    </Box>
  );
}

/** office24: the office-supplies service of the branded buyer (its orders live on the portal). */
export function Office24Home() {
  return (
    <Box>
      <PageHeading>오피스24</PageHeading>
      <Typography>사업장별로 사무용품을 주문하고, 주문 현황은 오피스24 대시보드에서 확인합니다.</Typography>
      <OfficeLinks />
    </Box>
  );
}

export function Office24ServiceApply() {
  return (
    <Box>
      <PageHeading>오피스24 신청</PageHeading>
      <Typography sx={{ my: 2 }}>
        오피스24 신청은 고객센터(1644-4624)나 담당 매니저를 통해 접수합니다.
      </Typography>
      <OfficeLinks />
    </Box>
  );
}

export function Office24Result() {
  return (
    <Box>
      <PageHeading>오피스24 신청 결과</PageHeading>
      <Typography sx={{ my: 2 }}>신청이 접수되었습니다. 담당 매니저가 연락드립니다.</Typography>
      <OfficeLinks />
    </Box>
  );
}

export function Office24List() {
  const base = useBasename();
  return (
    <Box>
      <PageHeading>오피스24 주문 목록</PageHeading>
      <Typography sx={{ my: 2 }}>주문 목록과 배송 현황은 오피스24 대시보드에서 확인합니다.</Typography>
      <Button component={Link} to={`${base}/office24/dashboard`} variant="contained">
        대시보드로 이동
      </Button>
    </Box>
  );
}

export function Office24Workspace() {
  const workspaces = useWorkspaces();
  const base = useBasename();
  return (
    <Box>
      <PageHeading>오피스24 사업장</PageHeading>
      <ul>
        {(workspaces.data ?? []).map((workspace) => {
          const id = workspace.branchEncrypted;
          return (
            <li key={id}>
              {workspace.name}{' '}
              <Link to={`${base}/office24/workList/${encodeURIComponent(id)}`}>작업 목록</Link>{' '}
              <Link to={`${base}/office24/WorkspaceApply/${encodeURIComponent(id)}`}>신청</Link>
            </li>
          );
        })}
      </ul>
      {workspaces.data?.length === 0 && <Typography>등록된 사업장이 없습니다.</Typography>}
    </Box>
  );
}

export function Office24Category() {
  const { id = '' } = useParams();
  return (
    <Box>
      <PageHeading>오피스24 상품 분류</PageHeading>
      <Typography sx={{ my: 2 }}>분류 {id}의 상품은 오피스24 대시보드에서 주문합니다.</Typography>
      <OfficeLinks />
    </Box>
  );
}

export function Office24WorkList() {
  const { branchEncrypted = '' } = useParams();
  const workspaces = useWorkspaces();
  const branch = workspaces.data?.find((w) => w.branchEncrypted === branchEncrypted);
  return (
    <Box>
      <PageHeading>오피스24 작업 목록</PageHeading>
      <Typography sx={{ my: 2 }}>
        {branch?.name ?? '사업장'}의 작업 목록입니다. 진행 중인 작업이 없습니다.
      </Typography>
      <OfficeLinks />
    </Box>
  );
}

export function Office24WorkspaceApply() {
  const { branchId = '' } = useParams();
  const workspaces = useWorkspaces();
  const branch = workspaces.data?.find((w) => w.branchEncrypted === branchId);
  return (
    <Box>
      <PageHeading>오피스24 사업장 신청</PageHeading>
      <Typography sx={{ my: 2 }}>
        {branch?.name ?? '선택한 사업장'}에서 오피스24를 이용하도록 신청합니다. 담당 매니저가 확인 후
        연락드립니다.
      </Typography>
      <OfficeLinks />
    </Box>
  );
}
