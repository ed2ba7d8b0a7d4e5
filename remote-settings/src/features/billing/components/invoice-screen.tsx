import { ApiError, Button, Notice, paths, Skeleton, useDocumentTitle } from '@statusdeck/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { notifyFailure } from '../../../components/failure';
import { LoadError } from '../../../components/load-error';
import { Reason, Section } from '../../../components/section';
import type { InvoiceDocument } from '../../access/types';
import { useAccess } from '../../access/use-access';
import { downloadInvoicePdf, useInvoice } from '../invoice-api';
import { InvoiceView } from './invoice-view';

/**
 * On paper only the invoice, on white with the page's margins: the console around it (host bar, tabs,
 * buttons) and its grey background are left out.
 */
export const INVOICE_PRINT_CSS = `
  @page {
    margin: 15mm;
  }
  @media print {
    html, body {
      background: #ffffff !important;
    }
    body * {
      visibility: hidden;
    }
    [data-printable-invoice], [data-printable-invoice] * {
      visibility: visible;
    }
    [data-printable-invoice] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
    }
    [data-printable-invoice] [data-print-hidden] {
      display: none;
    }
  }
`;

const PrintOnlyTheInvoice = createGlobalStyle`${INVOICE_PRINT_CSS}`;

const Back = styled.p`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

function DownloadButton({ invoice }: { invoice: InvoiceDocument }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoicePdf(invoice);
    } catch (error) {
      notifyFailure(error, t, { title: t('settings.invoice.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button data-print-hidden onClick={() => void download()} loading={busy}>
      {t('settings.invoice.download')}
    </Button>
  );
}

function InvoiceContent({ id }: { id: string }) {
  const { t } = useTranslation();
  const invoice = useInvoice(id);
  if (invoice.error instanceof ApiError && invoice.error.status === 404) {
    return (
      <div role="alert">
        {/* The way back is the screen's own link above. */}
        <Notice
          title={t('settings.invoice.notFoundTitle')}
          description={t('settings.invoice.notFoundDescription')}
        />
      </div>
    );
  }
  if (invoice.error) {
    return (
      <LoadError
        title={t('settings.invoice.loadError')}
        error={invoice.error}
        retry={() => void invoice.mutate()}
      />
    );
  }
  if (!invoice.data) return <Skeleton lines={8} label={t('settings.invoice.loading')} />;
  const document = invoice.data;
  return (
    <Article data-printable-invoice>
      <PrintOnlyTheInvoice />
      <Section
        title={t('settings.invoice.title', { number: document.number })}
        actions={
          <>
            <DownloadButton invoice={document} />
            <Button data-print-hidden variant="secondary" onClick={() => window.print()}>
              {t('settings.invoice.print')}
            </Button>
          </>
        }
      >
        <InvoiceView invoice={document} />
      </Section>
    </Article>
  );
}

/** /settings/subscription/invoices/:id: one invoice, printable, with its PDF (owners only). */
export function InvoiceScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  useDocumentTitle(t('settings.invoice.documentTitle'));
  const access = useAccess();
  return (
    <>
      <Back>
        <Link to={paths.settingsSubscription()}>{t('settings.invoice.backToInvoices')}</Link>
      </Back>
      {access.isLoading ? null : access.can('billing.manage') ? (
        <InvoiceContent id={id} />
      ) : (
        <Reason>{t('settings.subscription.ownerOnly')}</Reason>
      )}
    </>
  );
}
