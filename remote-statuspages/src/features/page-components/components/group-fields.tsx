import { FormField, SwitchField, TextareaField } from '@statusdeck/shared/forms';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** Name, description and "collapsed by default": the add dialog and the edit screen share them. */
export function GroupFields({ nameRef }: { nameRef?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField ref={nameRef} name="name" label={t('pageComponents.group.name')} autoComplete="off" />
      <TextareaField
        name="description"
        label={t('pageComponents.group.description')}
        hint={t('pageComponents.group.descriptionHint')}
        rows={3}
      />
      <SwitchField
        name="collapsed"
        label={t('pageComponents.group.collapsed')}
        description={t('pageComponents.group.collapsedHint')}
      />
    </>
  );
}
