import { ApiError, Badge, Button, ConfirmDialog, notify, Table, type TableColumn } from '@statusdeck/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../components/failure';
import { useFormat } from '../../../components/format';
import { RowActions } from '../../../components/inline-select';
import type { PaymentMethod } from '../../access/types';
import { useMakeDefault, useRemoveCard } from '../api';
import { renewalRetryText } from './renewal-retry';

/** Whole keys, for the locale check. */
const BRAND_KEYS: Record<string, string> = {
  visa: 'settings.card.brands.visa',
  mastercard: 'settings.card.brands.mastercard',
  amex: 'settings.card.brands.amex',
  discover: 'settings.card.brands.discover',
  unknown: 'settings.card.brands.unknown',
};

export function cardLabel(t: TFunction, brand: string, last4: string): string {
  const name = Object.hasOwn(BRAND_KEYS, brand) ? t(BRAND_KEYS[brand] as string) : brand;
  return t('settings.card.label', { brand: name, last4 });
}

function RemoveCardDialog({ method, onClose }: { method: PaymentMethod | null; onClose(): void }) {
  const { t } = useTranslation();
  const remove = useRemoveCard();
  const label = method ? cardLabel(t, method.brand, method.last4) : '';
  const onConfirm = async () => {
    if (!method) return;
    try {
      await remove(method.id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'default_method_required') {
        notify({
          variant: 'destructive',
          title: t('settings.methods.remove.refusedTitle'),
          description: t('settings.errors.default_method_required'),
        });
        onClose();
        return;
      }
      notifyFailure(error, t);
      return;
    }
    notify({ title: t('settings.methods.remove.done', { card: label }) });
    onClose();
  };
  return (
    <ConfirmDialog
      open={method !== null}
      onClose={onClose}
      onConfirm={onConfirm}
      title={t('settings.methods.remove.title', { card: label })}
      description={t('settings.methods.remove.description')}
      confirmLabel={t('settings.methods.remove.confirm')}
      destructive
    />
  );
}

type Props = { methods: readonly PaymentMethod[] };

/** Stored cards (brand, last four, expiry, holder); make one the default, remove the others. */
export function PaymentMethodsTable({ methods }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const makeDefault = useMakeDefault();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const onMakeDefault = async (method: PaymentMethod) => {
    setPending(method.id);
    try {
      const { retry } = await makeDefault(method.id);
      // While a renewal was failing the new default card was charged at once: say whether it paid.
      const outcome = renewalRetryText(retry, t, format);
      notify({
        title: t('settings.methods.defaultDone', { card: cardLabel(t, method.brand, method.last4) }),
        description: outcome?.text,
        variant: outcome?.declined ? 'destructive' : 'default',
      });
    } catch (error) {
      notifyFailure(error, t);
    } finally {
      setPending(null);
    }
  };
  const columns: TableColumn<PaymentMethod>[] = [
    {
      id: 'card',
      header: t('settings.methods.table.card'),
      rowHeader: true,
      cell: (row) => (
        <>
          {cardLabel(t, row.brand, row.last4)}{' '}
          {row.is_default ? <Badge tone="info">{t('settings.methods.default')}</Badge> : null}
        </>
      ),
    },
    {
      id: 'expiry',
      header: t('settings.methods.table.expiry'),
      cell: (row) => `${String(row.exp_month).padStart(2, '0')}/${row.exp_year}`,
    },
    { id: 'holder', header: t('settings.methods.table.holder'), cell: (row) => row.holder_name },
    {
      id: 'actions',
      header: t('settings.methods.table.actions'),
      hideHeader: true,
      align: 'end',
      cell: (row) => {
        const label = cardLabel(t, row.brand, row.last4);
        return (
          <RowActions>
            {row.is_default ? null : (
              <Button
                variant="ghost"
                loading={pending === row.id}
                aria-label={t('settings.methods.makeDefaultNamed', { card: label })}
                onClick={() => void onMakeDefault(row)}
              >
                {t('settings.methods.makeDefault')}
              </Button>
            )}
            <Button
              variant="ghost"
              aria-label={t('settings.methods.remove.named', { card: label })}
              onClick={() => setRemoving(row)}
            >
              {t('settings.methods.remove.action')}
            </Button>
          </RowActions>
        );
      },
    },
  ];
  return (
    <>
      <Table
        stackOnNarrow
        columns={columns}
        rows={methods}
        rowKey={(row) => row.id}
        caption={t('settings.methods.table.caption')}
        hideCaption
      />
      <RemoveCardDialog method={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
