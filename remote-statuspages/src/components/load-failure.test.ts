import { ApiError } from '@statusdeck/shared';
import { initTestI18n } from '@statusdeck/shared/testing';
import i18next from 'i18next';
import { loadFailureText } from './load-failure';

beforeAll(initTestI18n);

it('says the role does not allow it for a 403 forbidden, and stays generic for other 4xx', () => {
  const t = i18next.t.bind(i18next);
  const forbidden = new ApiError(
    403,
    '403: …',
    { code: 'forbidden', message: 'Your role does not allow this' },
    'forbidden',
  );
  expect(loadFailureText(forbidden, t)).toMatch(/^Your role does not allow this/);
  expect(loadFailureText(new ApiError(404, '404: …', {}, 'not_found'), t)).toBe(
    'It could not be loaded. Try again.',
  );
});
