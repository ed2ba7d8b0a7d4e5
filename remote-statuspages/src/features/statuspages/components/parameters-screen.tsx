import { Card, Skeleton } from '@statusdeck/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePage } from '../../../api/get-page';
import { PAGES_ACCESS } from '../../../api/page-access-types';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { usePermissions } from '../../../hooks/use-permissions';
import { ACCESS_SECTION_ID, AccessSection } from './access-section';
import { DangerZone } from './danger-zone';
import { DomainPanel } from './domain-panel';
import { ParametersForm } from './parameters-form';

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

/** /statuspages/:id/parameters (inside the page layout, which handles loading errors and 404). */
export function ParametersScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { hash } = useLocation();
  const { data: page } = usePage(id);
  const { can, isLoading } = usePermissions();
  usePageDocumentTitle(t('statuspages.details.tabs.parameters'), page?.name);
  const ready = Boolean(page) && !isLoading;
  // A link to the access section (from the viewers tab) lands on it once the screen is drawn.
  useEffect(() => {
    if (ready && hash === `#${ACCESS_SECTION_ID}`)
      document.getElementById(ACCESS_SECTION_ID)?.scrollIntoView?.();
  }, [ready, hash]);
  if (!page || isLoading) return <Skeleton lines={8} />;
  return (
    <Sections>
      <Card>
        <ParametersForm page={page} readOnly={!can('pages.edit')} />
      </Card>
      <DomainPanel page={page} canVerify={can('pages.edit')} />
      <AccessSection page={page} editable={can(PAGES_ACCESS)} />
      {can('pages.delete') ? <DangerZone page={page} /> : null}
    </Sections>
  );
}
