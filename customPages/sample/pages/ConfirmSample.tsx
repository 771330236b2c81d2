import { useState } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { BaseDialog } from '../../../components/dialogs/BaseDialog';
import { useConfirm } from '../../../components/dialogs/DialogProvider';
import { SampleFrame, SampleSection } from '../SampleFrame';

/** Confirm questions, a dialog that asks before it closes, and dialogs opened from dialogs. */
export function ConfirmSample() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('');
  const [editOpen, setEditOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [outerOpen, setOuterOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);

  const askDelete = async () => {
    const ok = await confirm({
      title: '구성원 삭제',
      contents: '선택한 구성원 3명을 삭제할까요?\n삭제하면 되돌릴 수 없습니다.',
      submitText: '삭제',
      closeText: '취소',
    });
    setAnswer(ok ? '삭제를 선택했습니다.' : '취소했습니다.');
  };

  return (
    <SampleFrame title="확인 대화상자">
      <SampleSection title="확인 / 닫기">
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => void askDelete()}>
            삭제 확인 열기
          </Button>
          <Button
            variant="outlined"
            onClick={async () => {
              const ok = await confirm({
                contents: '기본 문구(닫기 / 확인)와 넓은 폭(640px)의 확인 창입니다.',
                width: 'min(640px, 90%)',
              });
              setAnswer(ok ? '확인을 눌렀습니다.' : '닫기를 눌렀습니다.');
            }}
          >
            기본 문구로 열기
          </Button>
        </Stack>
        <Typography role="status" sx={{ mt: 1 }}>
          {answer || '아직 답하지 않았습니다.'}
        </Typography>
      </SampleSection>

      <SampleSection title="닫기 전에 묻기">
        <Button variant="outlined" onClick={() => setEditOpen(true)}>
          메모 편집 열기
        </Button>
        <BaseDialog
          open={editOpen}
          title="메모 편집"
          onClose={() => {
            setEditOpen(false);
            setDraft('');
          }}
          beforeClose={async () =>
            draft.trim() === ''
              ? true
              : confirm({
                  title: '작성 중인 메모',
                  contents: '저장하지 않은 내용이 있습니다. 닫을까요?',
                  submitText: '닫기',
                  closeText: '계속 작성',
                })
          }
          actions={
            <Button variant="contained" onClick={() => setEditOpen(false)}>
              저장
            </Button>
          }
        >
          <TextField
            fullWidth
            multiline
            minRows={3}
            label="메모"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            helperText="내용을 쓴 뒤 Esc나 ×를 눌러 보세요."
          />
        </BaseDialog>
      </SampleSection>

      <SampleSection title="겹쳐 여는 대화상자">
        <Button variant="outlined" onClick={() => setOuterOpen(true)}>
          첫 번째 대화상자 열기
        </Button>
        <BaseDialog open={outerOpen} title="주문 상세" onClose={() => setOuterOpen(false)}>
          <Typography sx={{ mb: 2 }}>주문번호 2024-0131-0042 · 스낵24 정기 배송</Typography>
          <Button variant="contained" onClick={() => setInnerOpen(true)}>
            배송지 보기
          </Button>
          <BaseDialog
            open={innerOpen}
            title="배송지"
            width="min(420px, 90%)"
            onClose={() => setInnerOpen(false)}
          >
            <Typography>서울특별시 강남구 테헤란로 123, 8층 (06234)</Typography>
          </BaseDialog>
        </BaseDialog>
      </SampleSection>
    </SampleFrame>
  );
}
