import Badge from '@mui/material/Badge';
import DefaultIcon from '@mui/icons-material/ViewList';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { createElement } from 'react';
import { Menu, useResourceDefinitions, type ResourceDefinition } from 'react-admin';
import { providerAuthHeaders } from '../../authProvider/providerAuthProvider';
import { useLiveChanges, useWaitingCount } from '../../resources/_generated';
import type { WaitingRows } from '../../resources/_generated/types';
import { QUEUE_LIMITS_PATH } from './queueLimits';

/**
 * The provider console's menu: one entry per list, in the console's resource order; a queue that
 * declares `waiting` shows how many wait (회원가입 심사, 심사 대기 2건), kept live by the server's
 * event stream, so an entry drops as soon as another operator decides.
 */
export function ProviderMenu() {
  const definitions = useResourceDefinitions();
  useLiveChanges('/provider/v1/live', providerAuthHeaders);
  return (
    <Menu>
      {Object.values(definitions)
        .filter((definition) => definition.hasList)
        .map((definition) => (
          <ProviderMenuItem key={definition.name} definition={definition} />
        ))}
      <Menu.Item to={`/${QUEUE_LIMITS_PATH}`} primaryText="대기 기준" leftIcon={<TimerOutlined />} />
    </Menu>
  );
}

function ProviderMenuItem({ definition }: { definition: ResourceDefinition }) {
  const options = (definition.options ?? {}) as { label?: string; waiting?: WaitingRows };
  const label = options.label ?? definition.name;
  const count = useWaitingCount(definition.name, options.waiting);
  const icon = createElement(definition.icon ?? DefaultIcon);
  const waiting =
    count && options.waiting ? `${options.waiting.label} ${count.toLocaleString('ko-KR')}건` : '';
  return (
    <Menu.Item
      to={`/${definition.name}`}
      primaryText={label}
      aria-label={waiting ? `${label} (${waiting})` : undefined}
      leftIcon={
        count ? (
          <Badge badgeContent={count} max={99} color="error" aria-hidden>
            {icon}
          </Badge>
        ) : (
          icon
        )
      }
    />
  );
}
