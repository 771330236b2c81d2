import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildMember } from '../../authProvider/permissions.testing';
import { field } from '../../schemas/meta';
import { defineResource } from './defineResource';
import { createFakeApi, renderResources } from './testing';

const noteFields = { title: field(z.string().min(1), { label: '제목', sortable: true }) };
const notes = defineResource({
  name: 'notes',
  apiPath: '/api/notes',
  label: '요청',
  listPath: 'note/list',
  createPath: 'note/write',
  createLabel: '요청하기',
  record: z.object({ id: z.string(), ...noteFields }),
  input: z.object(noteFields),
});

function setup(rows: Array<{ id: string; title: string }>) {
  const api = createFakeApi({ notes: { rows } });
  return renderResources([notes], { path: '/pc/admin/note/list', member: buildMember(), api });
}

configure({ asyncUtilTimeout: 5_000 });

describe('a named create action', { timeout: 30_000 }, () => {
  it('is the list toolbar’s button, in its own words, leading to the create page', async () => {
    setup([{ id: 'n1', title: '첫 요청' }]);
    await screen.findByText('첫 요청');
    const link = await screen.findByRole('link', { name: '요청하기' });
    expect(link).toHaveAttribute('href', '/pc/admin/note/write');
    expect(screen.queryByRole('link', { name: '등록' })).not.toBeInTheDocument();
  });

  it('is offered by the empty list too, under its message', async () => {
    setup([]);
    const empty = await screen.findByTestId('list-empty');
    // The harness speaks react-admin's English catalogue; the console's Korean one says 아직 요청이(가) 없습니다.
    expect(empty).toHaveTextContent(/요청/);
    expect(empty.querySelector('a')).toHaveAttribute('href', '/pc/admin/note/write');
    expect(empty).toHaveTextContent('요청하기');
  });
});
