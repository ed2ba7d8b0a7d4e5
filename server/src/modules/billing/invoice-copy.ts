import { formatBillingDate, formatBillingPeriod } from '@statusdeck/shared/time';
import type { Language, PlanName } from '../../lib/enums';
import type { InvoiceLine } from './invoice-lines';

/** The words of an invoice, its PDF and its mail, in the organisation's billing language. */
export type InvoiceCopy = {
  title: string;
  number: string;
  issued: string;
  status: string;
  paid: string;
  seller: string;
  customer: string;
  vatId: string;
  description: string;
  period: string;
  amount: string;
  total: string;
  paidWith: string;
  planLine: (plan: string) => string;
  prorationLine: (fromPlan: string, plan: string) => string;
  mailSubject: (number: string) => string;
  mailIntro: (facts: { number: string; total: string; card: string }) => string;
  mailAction: string;
  mailOutro: string;
};

export const INVOICE_COPY: Record<Language, InvoiceCopy> = {
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    issued: 'Issue date',
    status: 'Status',
    paid: 'Paid',
    seller: 'From',
    customer: 'Bill to',
    vatId: 'VAT ID',
    description: 'Description',
    period: 'Period',
    amount: 'Amount',
    total: 'Total',
    paidWith: 'Paid with',
    planLine: (plan) => `Statusdeck ${plan} plan`,
    prorationLine: (fromPlan, plan) => `Upgrade from ${fromPlan} to ${plan}, prorated`,
    mailSubject: (number) => `Your Statusdeck invoice ${number}`,
    mailIntro: ({ number, total, card }) =>
      `Invoice ${number} for ${total} has been issued and paid with ${card}. Open it, or download it as a PDF:`,
    mailAction: 'Open the invoice',
    mailOutro:
      'You receive this mail as an owner of the organisation. Invoices are also listed under Settings → Subscription.',
  },
  ru: {
    title: 'Счёт',
    number: 'Номер счёта',
    issued: 'Дата выставления',
    status: 'Статус',
    paid: 'Оплачен',
    seller: 'Продавец',
    customer: 'Покупатель',
    vatId: 'ИНН / VAT ID',
    description: 'Описание',
    period: 'Период',
    amount: 'Сумма',
    total: 'Итого',
    paidWith: 'Оплачено картой',
    planLine: (plan) => `Тариф Statusdeck ${plan}`,
    prorationLine: (fromPlan, plan) => `Переход с тарифа ${fromPlan} на ${plan}, пропорционально`,
    mailSubject: (number) => `Ваш счёт Statusdeck ${number}`,
    mailIntro: ({ number, total, card }) =>
      `Выставлен счёт ${number} на сумму ${total}, оплачен картой ${card}. Откройте его или скачайте в PDF:`,
    mailAction: 'Открыть счёт',
    mailOutro:
      'Вы получили это письмо как владелец организации. Счета также перечислены в разделе «Настройки → Подписка».',
  },
};

/** A plan's name as invoices and billing mails write it. */
export const PLAN_LABEL: Record<PlanName, string> = { free: 'Free', pro: 'Pro', business: 'Business' };

export { formatMoney } from '@statusdeck/shared/time';

/** Dates in the zone every period starts and ends in, written by the one clock. */
export function formatDate(date: Date | string, language: Language): string {
  return formatBillingDate(date, language);
}

export function formatCard(brand: string, last4: string): string {
  const name = brand.length > 0 ? brand[0]?.toUpperCase() + brand.slice(1) : brand;
  return `${name} •••• ${last4}`;
}

export function lineDescription(line: InvoiceLine, language: Language): string {
  const copy = INVOICE_COPY[language];
  return line.kind === 'proration' && line.from_plan
    ? copy.prorationLine(PLAN_LABEL[line.from_plan], PLAN_LABEL[line.plan])
    : copy.planLine(PLAN_LABEL[line.plan]);
}

export function linePeriod(line: InvoiceLine, language: Language): string {
  return formatBillingPeriod(line.period_start, line.period_end, language);
}
