import { act, screen } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { renderWithProviders } from '../testing/render';
import { en, initTestI18n } from '../testing/test-i18n';
import { ApiError } from './api-error';
import { notifyApiError } from './notify-api-error';

beforeAll(initTestI18n);
afterEach(() => act(() => toast.remove()));

function renderToaster() {
  renderWithProviders(<div />, { session: false });
}

describe('notifyApiError', () => {
  it('shows the too-many-requests toast for HTTP 429', () => {
    renderToaster();
    const error = new ApiError(429, '429: {"code":"TOO_MANY_REQUESTS"}', {}, 'TOO_MANY_REQUESTS');
    let handled = false;
    act(() => {
      handled = notifyApiError(error);
    });
    expect(handled).toBe(true);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(en.common.error);
    expect(alert).toHaveTextContent(en.common.tooManyRequests);
  });

  it('recognises the TOO_MANY_REQUESTS message without a status', () => {
    renderToaster();
    act(() => {
      notifyApiError(new Error('TOO_MANY_REQUESTS'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(en.common.tooManyRequests);
  });

  it('shows the plan-limit toast for 402 PLAN_LIMIT_REACHED', () => {
    renderToaster();
    act(() => {
      notifyApiError(new ApiError(402, '402: {}', {}, 'PLAN_LIMIT_REACHED'));
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(en.common.error);
    expect(alert).toHaveTextContent(en.statuspages.errors.planLimitReached);
  });

  it('names the limit reached when it is not the status pages’ (components of a page, members…)', () => {
    renderToaster();
    const body = {
      code: 'PLAN_LIMIT_REACHED',
      details: [{ field: 'components_per_page', code: 'plan_limit' }],
    };
    act(() => {
      notifyApiError(new ApiError(402, '402: …', body, 'PLAN_LIMIT_REACHED'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(en.common.planLimits.components_per_page);
    act(() => toast.remove());
    const pages = { code: 'PLAN_LIMIT_REACHED', details: [{ field: 'pages', code: 'plan_limit' }] };
    act(() => {
      notifyApiError(new ApiError(402, '402: …', pages, 'PLAN_LIMIT_REACHED'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(en.statuspages.errors.planLimitReached);
  });

  it('leaves other errors, including other 402 codes, to the caller', () => {
    renderToaster();
    let handled: boolean[] = [];
    act(() => {
      handled = [
        notifyApiError(new ApiError(402, '402: {}', {}, 'payment_method_required')),
        notifyApiError(new ApiError(404, '404: {}', {}, 'not_found')),
        notifyApiError('not an error'),
      ];
    });
    expect(handled).toEqual([false, false, false]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
