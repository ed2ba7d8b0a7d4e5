import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { renderWithProviders } from '../testing/render';
import { initTestI18n } from '../testing/test-i18n';
import { Button } from '../ui/button';
import { FormField } from './form-field';
import { FormActions, FormStack } from './form-layout';
import { SubmitButton } from './submit-button';
import { TextareaField } from './textarea-field';

beforeAll(initTestI18n);

const schema = object({
  name: string().required('Enter a name'),
  body: string().required('Enter a message'),
});

function renderForm(onCancel: () => void) {
  const user = userEvent.setup();
  renderWithProviders(
    <Formik initialValues={{ name: '', body: '' }} validationSchema={schema} onSubmit={() => undefined}>
      <FormStack aria-label="Component" noValidate>
        <FormField name="name" label="Name" />
        <TextareaField name="body" label="Message" />
        <FormActions>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <SubmitButton>Save</SubmitButton>
        </FormActions>
      </FormStack>
    </Formik>,
    { session: false },
  );
  return { user };
}

describe('validation on blur', () => {
  it('shows the message as soon as focus leaves the field by keyboard', async () => {
    const { user } = renderForm(jest.fn());
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(await screen.findByText('Enter a name')).toBeVisible();
  });

  // The message appearing mid-press would shift the button out from under the pointer, and the
  // browser would drop the click (Cancel did nothing the first time).
  it('holds the message while a button is pressed, so the press lands on the button it started on', async () => {
    const onCancel = jest.fn();
    const { user } = renderForm(onCancel);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveFocus();
    expect(screen.queryByText('Enter a name')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });
    expect(onCancel).toHaveBeenCalledTimes(1);
    // The form stayed (this Cancel closes nothing): the field is validated once the press is over.
    expect(await screen.findByText('Enter a name')).toBeVisible();
  });

  it('validates the field left for another one once the press there ends', async () => {
    const { user } = renderForm(jest.fn());
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    expect(await screen.findByText('Enter a name')).toBeVisible();
    expect(screen.queryByText('Enter a message')).not.toBeInTheDocument();
  });
});
