import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { renderWithProviders } from '../testing/render';
import { initTestI18n } from '../testing/test-i18n';
import { FormStack } from './form-layout';
import { RadioGroupField } from './radio-group-field';
import { SubmitButton } from './submit-button';

beforeAll(initTestI18n);

it('is a named group of radios whose choice the arrow keys move and the form submits', async () => {
  const onSubmit = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <Formik initialValues={{ kind: 'email' }} onSubmit={onSubmit}>
      <FormStack>
        <RadioGroupField
          name="kind"
          label="Notify by"
          hint="How updates reach them"
          options={[
            { value: 'email', label: 'E-mail' },
            { value: 'webhook', label: 'Webhook' },
          ]}
        />
        <SubmitButton>Save</SubmitButton>
      </FormStack>
    </Formik>,
    { session: false },
  );
  const group = screen.getByRole('group', { name: 'Notify by' });
  expect(group).toHaveAccessibleDescription('How updates reach them');
  await user.tab();
  expect(within(group).getByRole('radio', { name: 'E-mail' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(within(group).getByRole('radio', { name: 'Webhook' })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledWith({ kind: 'webhook' }, expect.anything());
});
