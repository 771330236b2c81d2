import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList } from 'react-admin';
import {
  ANSWER_TEMPLATES_RESOURCE,
  type AnswerTemplateRecord,
  type AnswerTemplateUse,
} from '../../schemas/answerTemplates';
import { TEMPLATE_TEXT } from './strings';

/** The answer with a template added: the template alone into an empty answer, else after a blank line. */
export function withTemplate(current: string, body: string): string {
  return current.trim() === '' ? body : `${current.trimEnd()}\n\n${body}`;
}

/**
 * 답변 템플릿 above an answer field: the templates of one use (1:1 문의, 서비스 문의), by title;
 * picking one adds its text to the answer (nothing typed is lost), and the choice resets.
 */
export function AnswerTemplatePicker({
  use,
  onPick,
}: {
  use: AnswerTemplateUse;
  onPick: (body: string) => void;
}) {
  const [picked, setPicked] = useState('');
  const {
    data = [],
    isPending,
    error,
  } = useGetList<AnswerTemplateRecord>(ANSWER_TEMPLATES_RESOURCE, {
    filter: { use },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
  });
  const helper = error
    ? TEMPLATE_TEXT.failed
    : data.length === 0 && !isPending
      ? TEMPLATE_TEXT.none
      : TEMPLATE_TEXT.hint;
  return (
    <TextField
      select
      size="small"
      label={TEMPLATE_TEXT.label}
      value={picked}
      disabled={isPending || data.length === 0}
      error={Boolean(error)}
      helperText={helper}
      onChange={(event) => {
        const template = data.find((candidate) => candidate.id === event.target.value);
        setPicked('');
        if (template) onPick(template.body);
      }}
      sx={{ minWidth: 260, mb: 1 }}
    >
      {data.map((template) => (
        <MenuItem key={template.id} value={template.id}>
          {template.title}
        </MenuItem>
      ))}
    </TextField>
  );
}
