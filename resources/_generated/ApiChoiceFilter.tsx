import { SelectInput } from 'react-admin';
import { useApiQuery } from '../../dataProviders/useApi';

/**
 * A list filter whose choices a call gives (`[{ id, name }]`): the company's warehouses on 재고
 * 이동 내역 and 재고 조사 내역. Until they arrive the select says it is loading.
 */
export function ApiChoiceFilter({
  source,
  label,
  choicesPath,
}: {
  source: string;
  label: string;
  choicesPath: string;
  alwaysOn?: boolean;
}) {
  const choices = useApiQuery<{ id: string; name: string }[]>(choicesPath);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices.data ?? []}
      isPending={choices.isPending}
      sx={{ minWidth: 160 }}
    />
  );
}
