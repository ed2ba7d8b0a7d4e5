import { Select } from '@statusdeck/shared';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { IncidentImpact, IncidentKind, IncidentStatus } from '../api/types';

type Template = {
  id: string;
  label: string;
  name: string;
  body: string;
  status?: IncidentStatus;
  impact?: IncidentImpact;
};

// Whole literals, so the locale check sees every key.
const TEMPLATES: Record<
  IncidentKind,
  { id: string; status?: IncidentStatus; impact?: IncidentImpact; keys: [string, string, string] }[]
> = {
  incident: [
    {
      id: 'investigating',
      status: 'investigating',
      impact: 'minor',
      keys: [
        'pageIncidents.templates.investigating.label',
        'pageIncidents.templates.investigating.name',
        'pageIncidents.templates.investigating.body',
      ],
    },
    {
      id: 'degraded',
      status: 'identified',
      impact: 'minor',
      keys: [
        'pageIncidents.templates.degraded.label',
        'pageIncidents.templates.degraded.name',
        'pageIncidents.templates.degraded.body',
      ],
    },
    {
      id: 'outage',
      status: 'investigating',
      impact: 'critical',
      keys: [
        'pageIncidents.templates.outage.label',
        'pageIncidents.templates.outage.name',
        'pageIncidents.templates.outage.body',
      ],
    },
  ],
  maintenance: [
    {
      id: 'planned',
      keys: [
        'pageIncidents.templates.planned.label',
        'pageIncidents.templates.planned.name',
        'pageIncidents.templates.planned.body',
      ],
    },
    {
      id: 'readOnly',
      keys: [
        'pageIncidents.templates.readOnly.label',
        'pageIncidents.templates.readOnly.name',
        'pageIncidents.templates.readOnly.body',
      ],
    },
  ],
};

type Fields = { name: string; body: string; status: IncidentStatus; impact: IncidentImpact };

/** "Start from a template": fills the name and message (and, for incidents, status and impact) to edit. */
export function TemplateField({ kind }: { kind: IncidentKind }) {
  const { t } = useTranslation();
  const { setValues, values, isSubmitting } = useFormikContext<Fields>();
  const templates: Template[] = TEMPLATES[kind].map(({ id, status, impact, keys: [label, name, body] }) => ({
    id,
    status,
    impact,
    label: t(label),
    name: t(name),
    body: t(body),
  }));
  return (
    <Select
      label={t('pageIncidents.templates.field')}
      hint={t('pageIncidents.templates.hint')}
      placeholder={t('pageIncidents.templates.none')}
      options={templates.map((template) => ({ value: template.id, label: template.label }))}
      value=""
      disabled={isSubmitting}
      onChange={(event) => {
        const template = templates.find((entry) => entry.id === event.target.value);
        if (!template) return;
        void setValues(
          {
            ...values,
            name: template.name,
            body: template.body,
            status: template.status ?? values.status,
            impact: template.impact ?? values.impact,
          },
          false,
        );
      }}
    />
  );
}
