import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ResourceContextProvider, useParams } from 'react-admin';
import type { CompiledResource } from './compile';
import { GeneratedList } from './GeneratedList';
import type { RelatedList } from './types';

/**
 * The compiled resources by name, filled as each is defined: a detail page names the lists it shows
 * (`related`) by resource name, since a resource's folder imports no other resource's.
 */
const DEFINED = new Map<string, CompiledResource>();
export const rememberResource = (resource: CompiledResource) =>
  DEFINED.set(resource.definition.name, resource);

/** Rows a related list shows a page: the record's page stays readable; its pager reaches the rest. */
const RELATED_PAGE = 10;

/**
 * A record's related lists below its detail page (a company's invoices, messages, 변경 이력): each
 * the other resource's own list (columns, filters, cards, export, empty and error states), narrowed
 * to the record, under an h2.
 */
export function RelatedLists({ related }: { related: readonly RelatedList[] }) {
  const { id } = useParams<{ id: string }>();
  if (!id) return null;
  return (
    <>
      {related.map((entry) => {
        const resource = DEFINED.get(entry.resource);
        if (!resource) throw new Error(`related: 정의되지 않은 리소스 ${entry.resource}`);
        const label = entry.label ?? resource.definition.label;
        return (
          <Box component="section" key={entry.resource} aria-label={label} sx={{ mt: 3 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {label}
            </Typography>
            <ResourceContextProvider value={resource.definition.name}>
              <GeneratedList
                resource={resource}
                embedded={{ filter: entry.filter(id), perPage: RELATED_PAGE }}
              />
            </ResourceContextProvider>
          </Box>
        );
      })}
    </>
  );
}
