import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAdministrator } from '../../authProvider/permissions.testing';
import { fieldsOf } from '../../resources/_generated/schemaFields';
import { sampleRecord } from '../../resources/_generated/sampleRecord';
import { createFakeApi, renderResources } from '../../resources/_generated/testing';
import { ADMIN_RESOURCES } from './resources';

// A whole admin renders per resource on a shared machine.
configure({ asyncUtilTimeout: 10_000 });

/** Values for the address parameters of a list path (uses/invoice/:year/:month/:type, …). */
const PARAMS: Record<string, string> = { year: '2026', month: '11', type: 'all' };
const fillPath = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? '1');

/** The collection name the fake API answers at: the last literal segment of the API path. */
const collectionOf = (apiPath: string) =>
  apiPath
    .split('/')
    .filter((part) => !part.startsWith('{'))
    .at(-1)!;

/** Every administrator gate open: the test is about drawing, the gates have tests of their own. */
const everyFlag = buildAdministrator({
  isCreditCardPaymentAvailable: true,
  serviceUsageStatusMenuDisplayable: 'Y',
  hasKioskService: true,
  wmsFixedPriceAuditingUse: true,
  wmsUse: true,
});

const drawn = ADMIN_RESOURCES.filter(
  (resource) => resource.listPath && !resource.compiled.definition.views?.list,
);

describe(
  'every declared list of the company console is drawn by the generated layer',
  { timeout: 60_000 },
  () => {
    it.each(drawn.map((resource) => [resource.name, resource] as const))(
      '%s: its columns with their Korean labels over rows from its list call',
      async (_name, resource) => {
        const rows = [1, 2].map((index) => sampleRecord(resource.compiled.definition.record, index));
        const collections = Object.fromEntries(
          ADMIN_RESOURCES.map((other) => [
            collectionOf(other.apiPath),
            // Two resources may read one API path (청구서 and 통합 청구서): the rows are that path's.
            { rows: other.apiPath === resource.apiPath ? rows : [] },
          ]),
        );
        const api = createFakeApi(collections);
        renderResources(ADMIN_RESOURCES, {
          path: `/pc/admin/${fillPath(resource.listPath!)}`,
          member: { ...everyFlag, wmsAndBillingUse: resource.listPath!.startsWith('uses/company') },
          api,
          apiFetch: () => Promise.reject(new Error('요약은 이 테스트의 대상이 아닙니다.')),
        });
        // The first column's header, then the rows: react-admin draws a placeholder table while loading.
        const first = resource.compiled.columns[0]!;
        const table = (await screen.findByRole('columnheader', { name: first.label })).closest('table')!;
        await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThanOrEqual(3));
        const headers = within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent ?? '');
        for (const column of resource.compiled.columns) expect(headers).toContain(column.label);
        // The list asked its own API path with the list protocol, and shows the rows it got.
        expect(api.requests.some((request) => request.url.searchParams.has('range'))).toBe(true);
        const text = fieldsOf(resource.compiled.definition.record).find(
          (field) =>
            typeof rows[0]![field.source] === 'string' &&
            resource.compiled.columns.some((c) => c.source === field.source) &&
            !field.choices &&
            field.input === 'text',
        );
        if (text) expect(within(table).getAllByText(String(rows[0]![text.source])).length).toBeGreaterThan(0);
      },
    );
  },
);
