import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { toast } from 'react-hot-toast';
import { object, string } from 'yup';
import { ApiError } from '../http/api-error';
import { apiFetch } from '../http/api-fetch';
import { installFakeFetch, type Reply, routes } from '../testing/fake-fetch';
import { renderWithProviders } from '../testing/render';
import { initTestI18n } from '../testing/test-i18n';
import { FormError } from './form-error';
import { FormField } from './form-field';
import { FormStack } from './form-layout';
import { SubmitButton } from './submit-button';
import { type SubmitHandlerOptions, useSubmitHandler } from './use-submit-handler';

beforeAll(initTestI18n);
afterEach(() => act(() => toast.remove()));

type Values = { name: string; slug: string };
type Options = Partial<SubmitHandlerOptions<Values, unknown>>;

function PageForm(options: Options) {
  const submit = useSubmitHandler<Values, unknown>({
    request: (values) => apiFetch('/v1/pages', { method: 'POST', body: values }),
    ...options,
  });
  return (
    <Formik
      initialValues={{ name: 'Acme', slug: 'acme' }}
      validationSchema={object({ name: string().required('forms.errors.required') })}
      onSubmit={submit}
    >
      <FormStack aria-label="New page" noValidate>
        <FormError />
        <FormField name="name" label="Name" />
        <FormField name="slug" label="Slug" />
        <SubmitButton>Create</SubmitButton>
      </FormStack>
    </Formik>
  );
}

function renderPageForm(reply: Reply, options: Options = {}) {
  installFakeFetch(routes({ 'POST /v1/pages': reply }));
  const user = userEvent.setup();
  renderWithProviders(<PageForm {...options} />, { session: false });
  return { user, create: () => user.click(screen.getByRole('button', { name: 'Create' })) };
}

const invalid = (details: unknown[]): Reply => ({
  status: 400,
  body: { code: 'validation_failed', message: 'body/slug must match pattern', details },
});

describe('submitForm: one message per outcome', () => {
  it('maps validation_failed details onto their fields, translated, with no toast or banner', async () => {
    const { create } = renderPageForm(
      invalid([
        { field: 'slug', code: 'invalid_format', message: 'slug must match pattern' },
        { field: 'name', code: 'something_new', message: 'name is reserved' },
      ]),
    );
    await create();
    expect(await screen.findByText('This value is not in the expected format')).toBeInTheDocument();
    expect(screen.getByLabelText('Slug')).toHaveAttribute('aria-invalid', 'true');
    // An unknown code falls back to the server's own message.
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('name is reserved');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears a server field error once the user edits the field', async () => {
    const { user, create } = renderPageForm(invalid([{ field: 'slug', code: 'too_long' }]));
    await create();
    const slug = screen.getByLabelText('Slug');
    expect(await screen.findByText('This value is too long')).toBeInTheDocument();
    await user.type(slug, 'x');
    expect(screen.queryByText('This value is too long')).not.toBeInTheDocument();
    expect(slug).not.toHaveAttribute('aria-invalid');
  });

  it('says once, in a toast, what a detail for a field the form does not show is about', async () => {
    const { create } = renderPageForm(invalid([{ field: 'time_zone', code: 'invalid_value' }]));
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Some of the details were not accepted. Check them and try again.',
    );
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('shows the plan-limit toast once and nothing else', async () => {
    const { create } = renderPageForm({
      status: 402,
      body: { code: 'PLAN_LIMIT_REACHED', message: 'Your plan allows 1 page' },
    });
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText('Your plan allows 1 page')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  });

  it('toasts the server message for any other failure, and a translated one for a 5xx', async () => {
    const { create } = renderPageForm({
      status: 409,
      body: { code: 'slug_taken', message: 'Slug is taken' },
    });
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent('Slug is taken');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('explains a server outage in the user’s language rather than the server’s words', async () => {
    const { create } = renderPageForm({
      status: 503,
      body: { code: 'service_unavailable', message: 'db down' },
    });
    await create();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is temporarily unavailable. Please try again in a moment.',
    );
  });

  it('puts known field failures on fields only (fieldErrorsFor)', async () => {
    const { create } = renderPageForm(
      { status: 409, body: { code: 'slug_taken', message: 'Slug is taken' } },
      {
        fieldErrorsFor: (error) =>
          error instanceof ApiError && error.code === 'slug_taken'
            ? { slug: 'This address is taken' }
            : undefined,
      },
    );
    await create();
    expect(await screen.findByText('This address is taken')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Slug is taken')).not.toBeInTheDocument();
  });

  it('can show the failure in the form banner instead, which goes when the user edits', async () => {
    const { user, create } = renderPageForm(
      { status: 409, body: { code: 'slug_taken', message: 'Slug is taken' } },
      { failureDisplay: 'banner' },
    );
    await create();
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Slug is taken');
    expect(banner).toHaveAttribute('data-variant', 'error');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await user.type(screen.getByLabelText('Name'), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('clears the banner when the user submits again', async () => {
    const reply: Reply = { status: 409, body: { code: 'slug_taken', message: 'Slug is taken' } };
    const { create } = renderPageForm(reply, { failureDisplay: 'banner' });
    await create();
    await screen.findByRole('alert');
    installFakeFetch(routes({ 'POST /v1/pages': { status: 201, body: { id: 'p1' } } }));
    await create();
    await screen.findByRole('button', { name: 'Create', busy: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toasts success when asked and hands the result to onSuccess', async () => {
    const onSuccess = jest.fn();
    const { create } = renderPageForm(
      { status: 201, body: { id: 'p1' } },
      { successMessage: 'Status page created', onSuccess },
    );
    await create();
    expect(await screen.findByText('Status page created')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith({ id: 'p1' }, { name: 'Acme', slug: 'acme' }, expect.anything());
  });

  it('lets the caller take over an error (handleError) with nothing shown', async () => {
    const handleError = jest.fn(() => true);
    const { create } = renderPageForm(
      { status: 404, body: { code: 'not_found', message: 'Gone' } },
      { handleError },
    );
    await create();
    await screen.findByRole('button', { name: 'Create', busy: false });
    expect(handleError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
