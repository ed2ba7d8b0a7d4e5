import { ApiError, Button, Dialog, notify } from '@statusdeck/shared';
import {
  FormActions,
  FormError,
  FormField,
  FormRow,
  FormStack,
  SelectField,
  SubmitButton,
  useSubmitHandler,
  validationDetails,
} from '@statusdeck/shared/forms';
import { Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import * as yup from 'yup';
import { failureText } from '../../../components/failure';
import { useFormat } from '../../../components/format';
import type { PaymentMethod } from '../../access/types';
import { type RenewalRetry, useAddCard } from '../api';
import { cardDigits, isExpired, passesLuhn } from '../card-rules';
import { renewalRetryText } from './renewal-retry';

type Values = { card_number: string; exp_month: string; exp_year: string; cvc: string; holder_name: string };

const initialValues: Values = { card_number: '', exp_month: '', exp_year: '', cvc: '', holder_name: '' };

const schema = yup.object({
  card_number: yup
    .string()
    .required('settings.card.validation.numberRequired')
    .test('luhn', 'settings.card.validation.numberInvalid', (value) => passesLuhn(cardDigits(value ?? ''))),
  exp_month: yup.string().required('settings.card.validation.monthRequired'),
  exp_year: yup
    .string()
    .required('settings.card.validation.yearRequired')
    .test('not-expired', 'settings.card.validation.expired', function notExpired(value) {
      const month = Number(this.parent.exp_month);
      return !value || !month || !isExpired(month, Number(value));
    }),
  cvc: yup
    .string()
    .required('settings.card.validation.cvcRequired')
    .matches(/^\d{3,4}$/, 'settings.card.validation.cvcInvalid'),
  holder_name: yup
    .string()
    .trim()
    .required('settings.card.validation.holderRequired')
    .max(100, 'settings.card.validation.holderTooLong'),
});

// The server's card detail codes in the user's language; the field they belong to.
const CARD_CODES: Record<string, { field?: keyof Values; key: string }> = {
  invalid_card_number: { field: 'card_number', key: 'settings.card.validation.numberInvalid' },
  card_expired: { field: 'exp_year', key: 'settings.card.validation.expired' },
};

function cardFieldErrors(error: unknown): Record<string, string> | undefined {
  const known: Record<string, string> = {};
  for (const detail of validationDetails(error)) {
    const entry = detail.code ? CARD_CODES[detail.code] : undefined;
    if (entry) known[entry.field ?? detail.field] = entry.key;
  }
  return Object.keys(known).length > 0 ? known : undefined;
}

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Half = styled.div`
  flex: 1 1 8rem;
`;

const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1).padStart(2, '0'),
}));

function yearOptions() {
  const first = new Date().getFullYear();
  return Array.from({ length: 16 }, (_, index) => ({
    value: String(first + index),
    label: String(first + index),
  }));
}

type Props = {
  open: boolean;
  onClose(): void;
  /** After the card is stored (the server answers brand, last four digits, expiry). */
  onAdded?(method: PaymentMethod): void | Promise<void>;
  title?: string;
  description?: string;
  submitLabel?: string;
};

/**
 * Card number, expiry, CVC and holder. The number and CVC go to the billing provider once and
 * are never stored; a declined card is said in the form.
 */
export function AddCardDialog({ open, onClose, onAdded, title, description, submitLabel }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const addCard = useAddCard();
  const numberRef = useRef<HTMLInputElement>(null);
  const onSubmit = useSubmitHandler<Values, { result: PaymentMethod; retry: RenewalRetry }>({
    request: (values) =>
      addCard({
        card_number: cardDigits(values.card_number),
        exp_month: Number(values.exp_month),
        exp_year: Number(values.exp_year),
        cvc: values.cvc,
        holder_name: values.holder_name.trim(),
      }),
    fieldErrorsFor: cardFieldErrors,
    failureDisplay: 'banner',
    failureMessage: (error) =>
      error instanceof ApiError && error.code === 'card_declined'
        ? t('settings.errors.card_declined')
        : failureText(error, t),
    onSuccess: async ({ result, retry }) => {
      await onAdded?.(result);
      onClose();
      // While a renewal was failing the new card was charged at once: say whether it paid.
      const outcome = renewalRetryText(retry, t, format);
      if (outcome) notify({ title: outcome.text, variant: outcome.declined ? 'destructive' : 'default' });
    },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title ?? t('settings.card.title')}
      description={description ?? t('settings.card.description')}
      initialFocus={numberRef}
    >
      <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
        <FormStack noValidate aria-label={title ?? t('settings.card.title')}>
          <FormError />
          <FormField
            ref={numberRef}
            name="card_number"
            label={t('settings.card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            maxLength={23}
          />
          <Hint>{t('settings.card.testHint', { number: '4242 4242 4242 4242' })}</Hint>
          <FormRow>
            <Half>
              <SelectField
                name="exp_month"
                label={t('settings.card.expMonth')}
                placeholder={t('settings.card.choose')}
                options={MONTHS}
                autoComplete="cc-exp-month"
              />
            </Half>
            <Half>
              <SelectField
                name="exp_year"
                label={t('settings.card.expYear')}
                placeholder={t('settings.card.choose')}
                options={yearOptions()}
                autoComplete="cc-exp-year"
              />
            </Half>
          </FormRow>
          <FormField
            name="cvc"
            label={t('settings.card.cvc')}
            hint={t('settings.card.cvcHint')}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
          />
          <FormField
            name="holder_name"
            label={t('settings.card.holder')}
            autoComplete="cc-name"
            maxLength={100}
          />
          <FormActions>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <SubmitButton>{submitLabel ?? t('settings.card.submit')}</SubmitButton>
          </FormActions>
        </FormStack>
      </Formik>
    </Dialog>
  );
}
