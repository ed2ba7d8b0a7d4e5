import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { object, string } from 'yup';
import { apiFetch } from '../http/api-fetch';
import { installFakeFetch, routes } from '../testing/fake-fetch';
import { renderWithProviders } from '../testing/render';
import { initTestI18n } from '../testing/test-i18n';
import { FormField } from './form-field';
import { FormStack } from './form-layout';
import { SubmitButton } from './submit-button';
import { useSubmitHandler } from './use-submit-handler';

beforeAll(initTestI18n);

type Values = { name: string; slug: string; email: string };

function PageForm() {
  const submit = useSubmitHandler<Values, unknown>({
    request: (values) => apiFetch('/v1/pages', { method: 'POST', body: values }),
  });
  return (
    <Formik
      initialValues={{ name: 'Acme', slug: '', email: '' }}
      validationSchema={object({
        slug: string().required('Enter an address'),
        email: string().required('Enter an e-mail'),
      })}
      onSubmit={submit}
    >
      <FormStack aria-label="New page" noValidate>
        <FormField name="name" label="Name" />
        <FormField name="slug" label="Address" />
        <FormField name="email" label="E-mail" />
        <SubmitButton>Create</SubmitButton>
      </FormStack>
    </Formik>
  );
}

function renderForm() {
  const user = userEvent.setup();
  renderWithProviders(<PageForm />, { session: false });
  return { user, create: () => user.click(screen.getByRole('button', { name: 'Create' })) };
}

it('moves focus from the submit button to the first invalid field when validation fails', async () => {
  installFakeFetch(routes({}));
  const { create } = renderForm();
  await create();
  const slug = screen.getByRole('textbox', { name: 'Address' });
  expect(await screen.findByText('Enter an address')).toBeVisible();
  expect(slug).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
});

it('leaves focus where the user types once the failed submit is handled', async () => {
  installFakeFetch(routes({}));
  const { user, create } = renderForm();
  await create();
  await screen.findByText('Enter an address');
  const email = screen.getByRole('textbox', { name: 'E-mail' });
  await user.click(email);
  await user.type(email, 'a');
  await user.clear(email);
  expect(email).toHaveFocus();
});

it('focuses the field the server refused when its details map onto one', async () => {
  installFakeFetch(
    routes({
      'POST /v1/pages': {
        status: 400,
        body: {
          code: 'validation_failed',
          message: 'body/name is taken',
          details: [{ field: 'name', code: 'invalid_format', message: 'name is not allowed' }],
        },
      },
    }),
  );
  const { user, create } = renderForm();
  await user.type(screen.getByRole('textbox', { name: 'Address' }), 'acme');
  await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'jane@example.com');
  await create();
  const name = screen.getByRole('textbox', { name: 'Name' });
  expect(await screen.findByText('This value is not in the expected format')).toBeVisible();
  expect(name).toHaveFocus();
});
