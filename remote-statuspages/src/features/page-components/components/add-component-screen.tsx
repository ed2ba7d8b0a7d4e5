import { Notice, PageHeader, paths } from '@statusdeck/shared';
import { useSubmitHandler } from '@statusdeck/shared/forms';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { PageComponent } from '../../../api/component-types';
import { useComponentGroups } from '../../../api/get-component-groups';
import { usePage } from '../../../api/get-page';
import { usePageDocumentTitle } from '../../../components/use-page-document-title';
import { useCreateComponent } from '../api/create-component';
import { ComponentForm } from './component-form';
import { type ComponentValues, inputOf, NEW_COMPONENT } from './component-rules';
import { EditorBody } from './editor-body';

/** /statuspages/:pageId/components/add: a new component, at the end of its group. */
export function AddComponentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pageId = '' } = useParams();
  const { data: page } = usePage(pageId);
  usePageDocumentTitle(t('pageComponents.add'), page?.name);
  const groups = useComponentGroups(pageId);
  const createComponent = useCreateComponent(pageId);
  const back = () => navigate(paths.statusPage(pageId));
  const onSubmit = useSubmitHandler<ComponentValues, PageComponent>({
    request: (values) => createComponent(inputOf(values)),
    successMessage: t('pageComponents.form.created'),
    onSuccess: back,
  });

  return (
    <>
      <PageHeader
        title={t('pageComponents.add')}
        back={{ to: paths.statusPage(pageId), label: page?.name ?? t('pageComponents.backToComponents') }}
      />
      <EditorBody
        error={groups.error}
        retry={() => void groups.mutate()}
        notFound={
          <Notice
            title={t('statuspages.details.notFoundTitle')}
            description={t('statuspages.details.notFoundDescription')}
            action={<Link to={paths.statusPages()}>{t('statuspages.details.backToList')}</Link>}
          />
        }
        form={
          groups.data ? (
            <ComponentForm
              initialValues={NEW_COMPONENT}
              groups={groups.data}
              onSubmit={onSubmit}
              onCancel={back}
              submitLabel={t('pageComponents.form.create')}
              formLabel={t('pageComponents.add')}
            />
          ) : null
        }
      />
    </>
  );
}
