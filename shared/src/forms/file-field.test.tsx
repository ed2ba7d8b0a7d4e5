import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { renderThemed } from '../testing/render-themed';
import { initTestI18n } from '../testing/test-i18n';
import { formatBytes, isAccepted } from './file-checks';
import { FileField } from './file-field';
import { FormStack } from './form-layout';
import { SubmitButton } from './submit-button';

beforeAll(initTestI18n);

type Values = { logo: File | null | undefined };

function renderLogoField(onSubmit: (values: Values) => void, currentUrl?: string) {
  const user = userEvent.setup({ applyAccept: false });
  renderThemed(
    <Formik<Values> initialValues={{ logo: undefined }} onSubmit={async (values) => onSubmit(values)}>
      <FormStack aria-label="Appearance" noValidate>
        <FileField
          name="logo"
          label="Logo"
          accept={['image/png', 'image/jpeg', '.ico']}
          maxBytes={1024}
          currentUrl={currentUrl}
          previewUrl={(file) => `preview:${file.name}`}
        />
        <SubmitButton>Save</SubmitButton>
      </FormStack>
    </Formik>,
  );
  return { user, input: screen.getByLabelText('Logo') };
}

const png = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('FileField', () => {
  it('takes a chosen file of an accepted type and size, previews it, and submits it', async () => {
    const onSubmit = jest.fn();
    const { user, input } = renderLogoField(onSubmit);
    const logo = png('logo.png', 1024);
    await user.upload(input, logo);
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', 'preview:logo.png');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save', busy: false });
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ logo });
  });

  it('refuses a file over the size limit, saying the limit, and keeps nothing', async () => {
    const onSubmit = jest.fn();
    const { user, input } = renderLogoField(onSubmit);
    await user.upload(input, png('huge.png', 1025));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is too large. The limit is 1 KB.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('huge.png')).not.toBeInTheDocument();
  });

  it('refuses a dropped file of another type, and accepts the next good one', async () => {
    renderLogoField(jest.fn());
    const zone = screen.getByTestId('logo-drop-zone');
    const svg = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    fireEvent.drop(zone, { dataTransfer: { files: [svg] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This file type is not accepted. Use one of: image/png, image/jpeg, .ico',
    );
    fireEvent.drop(zone, { dataTransfer: { files: [png('ok.png', 10)] } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('ok.png')).toBeInTheDocument();
  });

  it('shows the current file until it is removed, then submits null', async () => {
    const onSubmit = jest.fn();
    const { user } = renderLogoField(onSubmit, '/v1/pages/p1/logo');
    expect(document.querySelector('img')).toHaveAttribute('src', '/v1/pages/p1/logo');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(document.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save', busy: false });
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ logo: null });
  });

  it('opens the file picker from the Choose file button', async () => {
    const { user, input } = renderLogoField(jest.fn());
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Choose file' }));
    expect(click).toHaveBeenCalled();
  });
});

describe('FileField read-only', () => {
  function renderReadOnly(currentUrl?: string) {
    renderThemed(
      <Formik<Values> initialValues={{ logo: undefined }} onSubmit={() => undefined}>
        <FileField
          name="logo"
          label="Logo"
          accept={['image/png']}
          maxBytes={1024}
          currentUrl={currentUrl}
          readOnly
        />
      </Formik>,
    );
    return screen.getByRole('group', { name: 'Logo' });
  }

  it('shows the saved file without any control to change it', () => {
    const group = renderReadOnly('/v1/pages/p1/logo');
    expect(within(group).getByRole('img', { name: 'Current file' })).toHaveAttribute(
      'src',
      '/v1/pages/p1/logo',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(document.querySelector('input')).toBeNull();
  });

  it('says None when there is no file', () => {
    const group = renderReadOnly();
    expect(group).toHaveTextContent('None');
    expect(within(group).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('file checks', () => {
  it('matches MIME types, wildcards and extensions', () => {
    const icon = new File([''], 'FAV.ICO', { type: '' });
    expect(isAccepted(icon, ['.ico'])).toBe(true);
    expect(isAccepted(png('a.png', 1), ['image/*'])).toBe(true);
    expect(isAccepted(png('a.png', 1), ['image/jpeg'])).toBe(false);
    expect(isAccepted(png('a.png', 1), [])).toBe(true);
  });

  it('formats limits as people read them', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1536, 'en')).toBe('1.5 KB');
    expect(formatBytes(2 * 1024 * 1024, 'en')).toBe('2 MB');
  });
});
