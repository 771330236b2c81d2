import { useEffect, useMemo } from 'react';
import {
  Create,
  Edit,
  EditButton,
  FunctionField,
  ListButton,
  ReferenceField,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import type { Identifier, RaRecord } from 'react-admin';
import { setPageTitle } from '../../lib/pageTitle';
import { fieldText } from './columns';
import type { CompiledResource } from './compile';
import { FormToolbar, RecordNotFound } from './formParts';
import { FieldInput } from './inputs';
import { PageHeading } from './PageHeading';
import { RecordLinesTable } from './RecordLinesTable';
import { schemaValidator, toInputBody } from './validate';

// Validation runs on save, then again on every change (react-admin's defaults). Checking on blur
// would disable the save button for the instant the blur's validation runs, and a click landing in
// that instant is lost.
// Titles come from react-admin's catalogue: "구성원 등록", "구성원 김지원" (name and record representation).
const FORM_SX = { maxWidth: 720 };

function useFormParts({ definition, inputFields }: CompiledResource) {
  const input = definition.input;
  useEffect(() => setPageTitle(definition.label), [definition.label]);
  return useMemo(
    () => ({
      validate: input ? schemaValidator(input) : undefined,
      transform: (data: RaRecord) => (input ? toInputBody(input, data) : data),
      inputs: inputFields.map((field) => <FieldInput key={field.source} field={field} />),
    }),
    [input, inputFields],
  );
}

/** The page's h1: "구성원 등록", "구성원 수정", "구성원 상세" (the app bar adds the record's name). */
function FormHeading({
  label,
  action,
  heading,
}: {
  label: string;
  action: 'create' | 'edit' | 'show';
  /** The whole heading, when the resource says it in its own words. */
  heading?: string;
}) {
  const translate = useTranslate();
  const verb = translate(`ra.action.${action}`);
  return <PageHeading>{heading ?? `${label} ${verb}`}</PageHeading>;
}

/**
 * The create page. Values are checked with the input schema's Korean messages before sending; a
 * 400 with `errors` from the server lands beside the same fields (react-admin does that for a
 * pessimistic save, which a create always is).
 */
export function GeneratedCreate({ resource }: { resource: CompiledResource }) {
  const { validate, transform, inputs } = useFormParts(resource);
  const { createPath, showPath } = resource.definition;
  return (
    <>
      <FormHeading label={resource.definition.label} action="create" />
      <Create
        resource={resource.definition.name}
        transform={transform}
        redirect={
          createPath && showPath
            ? (_resource?: string, id?: Identifier) => showPath.replace(':id', encodeURIComponent(String(id)))
            : 'list'
        }
        actions={
          <TopToolbar>
            <ListButton />
          </TopToolbar>
        }
      >
        <SimpleForm validate={validate} sx={FORM_SX} toolbar={<FormToolbar deletable={false} />}>
          {inputs}
        </SimpleForm>
      </Create>
    </>
  );
}

/**
 * The edit page, pessimistic so the server's field errors can reach the fields (undo cannot wait for
 * them). An id the server does not know shows "찾을 수 없습니다" in place instead of a silent return to the list.
 */
export function GeneratedEdit({ resource }: { resource: CompiledResource }) {
  const { validate, transform, inputs } = useFormParts(resource);
  return (
    <>
      <FormHeading label={resource.definition.label} action="edit" heading={resource.definition.editLabel} />
      <Edit
        resource={resource.definition.name}
        mutationMode="pessimistic"
        transform={transform}
        redirect="list"
        redirectOnError={false}
        error={<RecordNotFound />}
        actions={
          <TopToolbar>
            {resource.definition.showActions}
            <ListButton />
          </TopToolbar>
        }
      >
        <SimpleForm validate={validate} sx={FORM_SX} toolbar={<FormToolbar deletable />}>
          {inputs}
        </SimpleForm>
      </Edit>
    </>
  );
}

/**
 * The detail page: every labelled field of the record, as text, with the list's cell overrides. A
 * field whose label an earlier field already shows (groupName after groupId, both "부서") is left out.
 */
export function GeneratedShow({ resource }: { resource: CompiledResource }) {
  const { definition, fields } = resource;
  useEffect(() => setPageTitle(definition.label), [definition.label]);
  const shown = fields.filter(
    (field, index) => fields.findIndex((other) => other.label === field.label) === index,
  );
  return (
    <>
      <FormHeading label={definition.label} action="show" />
      <Show
        resource={definition.name}
        redirectOnError={false}
        error={<RecordNotFound />}
        actions={
          <TopToolbar>
            {definition.showActions}
            <ListButton />
            {resource.writable ? <EditButton /> : null}
          </TopToolbar>
        }
      >
        <SimpleShowLayout>
          {shown.map((field) => {
            const override = definition.columns?.[field.source]?.render;
            if (!override && field.input === 'reference' && field.meta.reference) {
              return (
                <ReferenceField
                  key={field.source}
                  source={field.source}
                  reference={field.meta.reference}
                  label={field.label}
                  link={false}
                  emptyText="-"
                />
              );
            }
            return (
              <FunctionField
                key={field.source}
                source={field.source}
                label={field.label}
                render={(record: RaRecord) =>
                  (override ? override(record) : fieldText(field, record[field.source])) || '-'
                }
              />
            );
          })}
        </SimpleShowLayout>
        {definition.lines ? <RecordLinesTable lines={definition.lines} /> : null}
      </Show>
    </>
  );
}
