import { Badge, componentStatusTone, Menu } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import type { ComponentStatus, PageComponent } from '../../../api/component-types';
import { COMPONENT_STATUSES, STATUS_LABEL_KEYS } from '../../../lib/status-labels';

type Props = {
  component: PageComponent;
  /** Without it the status is only shown (a viewer cannot change it). */
  onChange?(status: ComponentStatus): void;
};

/** The component's status as a coloured badge; for editors, a menu button listing the five statuses. */
export function StatusMenu({ component, onChange }: Props) {
  const { t } = useTranslation();
  const current = t(STATUS_LABEL_KEYS[component.status]);
  const badge = (
    <Badge tone={componentStatusTone(component.status)} dot>
      {current}
      {onChange ? <span aria-hidden="true"> ▾</span> : null}
    </Badge>
  );
  if (!onChange) return badge;
  return (
    <Menu
      trigger={badge}
      label={t('pageComponents.row.statusMenu', { name: component.name, status: current })}
      items={COMPONENT_STATUSES.map((status) => ({
        id: status,
        label: t(STATUS_LABEL_KEYS[status]),
        onSelect: () => onChange(status),
      }))}
    />
  );
}
