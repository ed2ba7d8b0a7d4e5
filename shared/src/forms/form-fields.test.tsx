import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import type { ReactNode } from 'react';
import { array, boolean, object, string } from 'yup';
import { renderWithProviders } from '../testing/render';
import { initTestI18n } from '../testing/test-i18n';
import { CheckboxField } from './checkbox-field';
import { CheckboxGroupField } from './checkbox-group-field';
import { FormField } from './form-field';
import { FormStack } from './form-layout';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { SwitchField } from './switch-field';
import { TextareaField } from './textarea-field';

beforeAll(initTestI18n);

type Values = {
  name: string;
  password: string;
  status: string;
  body: string;
  published: boolean;
  terms: boolean;
  components: string[];
};

const initialValues: Values = {
  name: '',
  password: '',
  status: '',
  body: '',
  published: false,
  terms: false,
  components: [],
};

// Messages are translation keys, as the kit expects: the first one exists, the second is plain text.
const schema = object({
  name: string().required('forms.errors.required'),
  status: string().required('Choose a status'),
  body: string().max(5, 'forms.errors.tooLong'),
  terms: boolean().oneOf([true], 'Accept the terms'),
  components: array(string()).min(1, 'Pick at least one component'),
});

function renderForm(onSubmit: (values: Values) => Promise<void> | void, children?: ReactNode) {
  const user = userEvent.setup();
  renderWithProviders(
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <FormStack aria-label="Component" noValidate>
        <FormField name="name" label="Name" hint="Shown on the public page" />
        <FormField name="password" label="Secret" type="password" />
        <SelectField
          name="status"
          label="Status"
          placeholder="Choose…"
          options={[
            { value: 'operational', label: 'Operational' },
            { value: 'major_outage', label: 'Major outage' },
          ]}
        />
        <TextareaField name="body" label="Message" />
        <SwitchField name="published" label="Published" />
        <CheckboxField name="terms" label="I agree" />
        <CheckboxGroupField
          name="components"
          label="Affected components"
          options={[
            { value: 'api', label: 'API' },
            { value: 'web', label: 'Website' },
          ]}
        />
        {children}
        <SubmitButton>Save</SubmitButton>
      </FormStack>
    </Formik>,
    { session: false },
  );
  return { user };
}

describe('form fields', () => {
  it('show no error before the user touches them, then translated errors tied to each control', async () => {
    const onSubmit = jest.fn();
    const { user } = renderForm(onSubmit);
    const name = screen.getByLabelText('Name');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('Shown on the public page');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Shown on the public page This field is required');
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription('Choose a status');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Accept the terms');
    expect(screen.getByRole('group', { name: 'Affected components' })).toHaveAccessibleDescription(
      'Pick at least one component',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('bind every control to the form values', async () => {
    const onSubmit = jest.fn();
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Name'), 'API');
    await user.type(screen.getByLabelText('Secret'), 'pw');
    await user.selectOptions(screen.getByLabelText('Status'), 'major_outage');
    await user.type(screen.getByLabelText('Message'), 'Down');
    await user.click(screen.getByRole('switch', { name: 'Published' }));
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    const group = screen.getByRole('group', { name: 'Affected components' });
    await user.click(within(group).getByRole('checkbox', { name: 'Website' }));
    await user.click(within(group).getByRole('checkbox', { name: 'API' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('button', { name: 'Save' });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'API',
      password: 'pw',
      status: 'major_outage',
      body: 'Down',
      published: true,
      terms: true,
      // In the options' order, not the order ticked.
      components: ['api', 'web'],
    });
  });

  it('show a password field with a Show/Hide toggle', async () => {
    const { user } = renderForm(jest.fn());
    const secret = screen.getByLabelText('Secret');
    expect(secret).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(secret).toHaveAttribute('type', 'text');
  });

  it('lock every control and spin the submit button while submitting', async () => {
    let finish = () => {};
    const onSubmit = () =>
      new Promise<void>((resolve) => {
        finish = resolve;
      });
    const { user } = renderForm(onSubmit);
    await user.type(screen.getByLabelText('Name'), 'API');
    await user.selectOptions(screen.getByLabelText('Status'), 'operational');
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await user.click(screen.getByRole('checkbox', { name: 'API' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const save = await screen.findByRole('button', { name: 'Save', busy: true });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.getByLabelText('Status')).toBeDisabled();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Published' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Website' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save', busy: false })).toBeEnabled();
  });
});
