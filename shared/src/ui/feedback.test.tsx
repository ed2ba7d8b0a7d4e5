import { fireEvent, screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { en, initTestI18n } from '../testing/test-i18n';
import { Banner } from './banner';
import { Notice } from './notice';
import { Spinner } from './spinner';

beforeAll(initTestI18n);

describe('Spinner', () => {
  it('is a status with a visually hidden, translated default label', () => {
    renderThemed(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent(en.common.loading);
  });

  it('uses the given label', () => {
    renderThemed(<Spinner label="Loading pages" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading pages');
  });
});

describe('Banner', () => {
  it('announces errors as alerts and can be dismissed with a translated close button', () => {
    const onDismiss = jest.fn();
    renderThemed(
      <Banner variant="error" onDismiss={onDismiss}>
        Something failed
      </Banner>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something failed');
    fireEvent.click(screen.getByRole('button', { name: en.common.close }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('shows success as a status without a close button when not dismissible', () => {
    renderThemed(<Banner variant="success">Account created</Banner>);
    expect(screen.getByRole('status')).toHaveTextContent('Account created');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Notice', () => {
  it('shows a heading, a description and an action', () => {
    renderThemed(
      <Notice title="No status pages yet" description="Create one" action={<a href="/x">Add</a>} />,
    );
    expect(screen.getByRole('heading', { name: 'No status pages yet' })).toBeInTheDocument();
    expect(screen.getByText('Create one')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument();
  });
});
