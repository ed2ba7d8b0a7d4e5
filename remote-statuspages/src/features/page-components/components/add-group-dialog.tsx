import { Button, Dialog } from '@statusdeck/shared';
import { FormActions, FormStack, SubmitButton, useSubmitHandler } from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComponentGroup } from '../../../api/component-types';
import { useCreateComponentGroup } from '../api/create-component-group';
import { GroupFields } from './group-fields';
import { type GroupValues, groupSchema } from './group-rules';

type Props = { pageId: string; open: boolean; onClose(): void };

const initialValues: GroupValues = { name: '', description: '', collapsed: false };

/** A new, empty group at the end of the page; components join it by dragging or from its edit screen. */
export function AddGroupDialog({ pageId, open, onClose }: Props) {
  const { t } = useTranslation();
  const createGroup = useCreateComponentGroup(pageId);
  // The name takes the focus first (not the close button), so leaving it is not what marks it in error.
  const nameRef = useRef<HTMLInputElement>(null);
  const onSubmit = useSubmitHandler<GroupValues, ComponentGroup>({
    request: (values) => createGroup({ ...values, name: values.name.trim() }),
    successMessage: t('pageComponents.group.created'),
    onSuccess: () => onClose(),
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('pageComponents.group.addTitle')} initialFocus={nameRef}>
      <Formik initialValues={initialValues} validationSchema={groupSchema} onSubmit={onSubmit}>
        <FormStack noValidate aria-label={t('pageComponents.group.addTitle')}>
          <GroupFields nameRef={nameRef} />
          <FormActions>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton>{t('pageComponents.group.create')}</SubmitButton>
          </FormActions>
        </FormStack>
      </Formik>
    </Dialog>
  );
}
