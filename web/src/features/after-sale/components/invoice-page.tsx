import {
  compactOf,
  epcQrPayloadOf,
  formatCents,
  formatDate,
  formatIban,
  formatReference,
  helsinkiDateKey,
  landedCostOf,
  taxTreatmentOf,
  vatPercentOf,
  virtualBarcodeOf,
  type InvoiceData,
} from '@dealer/domain';
import Button from '@mui/material/Button';
import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { FullPageSpinner } from '../../../components/full-page-spinner';
import { useLocale } from '../../../i18n/use-locale';
import { isApiError } from '../../../lib/api-client';
import { useServerClock } from '../../../lib/server-clock-context';
import { useInvoiceData } from '../api/invoice';
import { readInvoiceEntries, type InvoiceEntries } from '../lib/invoice-entries';
import { EpcQrCode, VirtualBarcode } from './invoice-codes';
import '../../../components/a4-page.css';

const day = 86_400_000;

/** The invoice, /ilmoitukset/{id}/lasku (spec 2): no header or navigation, printed on A4. */
export function InvoicePage() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const id = /^\d{1,10}$/.test(itemId) ? Number(itemId) : NaN;
  const { data, error } = useInvoiceData(id, !Number.isNaN(id));
  if (Number.isNaN(id) || error)
    return (
      <main className="a4-page" data-testid="invoice-unavailable">
        <h1>{t('invoice.title')}</h1>
        <p>
          {isApiError(error) && error.status === 422
            ? t('invoice.noWinner')
            : t('invoice.unavailable')}
        </p>
      </main>
    );
  if (!data) return <FullPageSpinner />;
  const entries = readInvoiceEntries(data.auctionItemId, {
    taxTreatment: taxTreatmentOf(data),
    accountNumber: data.iban ?? '',
    bic: data.bic ?? '',
  });
  return <Invoice data={data} entries={entries} />;
}

function Invoice({ data, entries }: { data: InvoiceData; entries: InvoiceEntries }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const now = useServerClock().now();
  const today = new Date(now);
  const dueDate = new Date(now + entries.dueDays * day);
  const cost = landedCostOf({
    price: data.price,
    commissionFee: data.commissionFee,
    taxTreatment: entries.taxTreatment,
    endedAt: new Date(data.endedAt),
  });
  const money = (cents: number) => formatCents(cents, locale);
  const reference = compactOf(entries.referenceNumber);
  const barcode = virtualBarcodeOf({
    iban: entries.accountNumber,
    amountCents: cost.totalCents,
    reference,
    dueDate: helsinkiDateKey(dueDate),
  });
  const qrPayload = entries.accountNumber
    ? epcQrPayloadOf({
        beneficiaryName: data.seller.name,
        iban: entries.accountNumber,
        bic: entries.bic || null,
        amountCents: cost.totalCents,
        reference: reference || null,
        text: entries.invoiceNumber
          ? `${t('invoice.invoiceNumber')} ${entries.invoiceNumber}`
          : null,
      })
    : null;
  const title = [data.licenseNumber, data.make, data.model].filter(Boolean).join(' ');

  return (
    <>
      <div className="print-actions">
        <Button variant="contained" onClick={() => window.print()} data-testid="invoice-print">
          {t('invoice.print')}
        </Button>
      </div>
      <main className="a4-page" data-testid="invoice-page">
        <div className="columns">
          <div>
            <strong>{data.seller.name}</strong>
            <div>{data.seller.streetAddress}</div>
            <div>{`${data.seller.postalAreaCode} ${data.seller.postOfficeName}`}</div>
            <div>{`${t('invoice.businessId')} ${data.seller.businessIdentityCode}`}</div>
          </div>
          <div>
            <h1>{t('invoice.title')}</h1>
            <table>
              <tbody>
                <tr>
                  <th>{t('invoice.date')}</th>
                  <td data-testid="invoice-date">{formatDate(today, locale)}</td>
                </tr>
                <tr>
                  <th>{t('invoice.invoiceNumber')}</th>
                  <td data-testid="invoice-number">{entries.invoiceNumber || '–'}</td>
                </tr>
                <tr>
                  <th>{t('invoice.dueDate')}</th>
                  <td>{formatDate(dueDate, locale)}</td>
                </tr>
              </tbody>
            </table>
          </div>
        </div>
        <div className="section">
          <h2>{t('invoice.buyer')}</h2>
          <strong data-testid="invoice-buyer">{data.buyer.name}</strong>
          <div>{data.buyer.streetAddress}</div>
          <div>{`${data.buyer.postalAreaCode} ${data.buyer.postOfficeName}`}</div>
          <div>{`${t('invoice.businessId')} ${data.buyer.businessIdentityCode}`}</div>
        </div>
        <div className="section">
          <h2>{t('invoice.item')}</h2>
          <div data-testid="invoice-item">{title}</div>
          <div>
            {[
              data.modelYear,
              data.mileage === null ? null : `${data.mileage.toLocaleString(locale)} km`,
              data.vehicleIdentificationNumber,
            ]
              .filter(Boolean)
              .join(' · ')}
          </div>
        </div>
        <div className="section">
          <table className="rows">
            <tbody>
              <tr>
                <td>{t('invoice.price')}</td>
                <td className="amount" data-testid="invoice-price">
                  {money(cost.priceCents)}
                </td>
              </tr>
              {cost.vat ? (
                <>
                  <tr>
                    <td>{t('invoice.priceWithoutTax')}</td>
                    <td className="amount" data-testid="invoice-without-tax">
                      {money(cost.vat.priceWithoutTaxCents)}
                    </td>
                  </tr>
                  <tr>
                    <td>
                      {t('invoice.vatAmount', {
                        rate: vatPercentOf(cost.vat.rateBasisPoints).toLocaleString(locale),
                      })}
                    </td>
                    <td className="amount" data-testid="invoice-vat">
                      {money(cost.vat.taxCents)}
                    </td>
                  </tr>
                </>
              ) : (
                <tr>
                  <td colSpan={2} data-testid="invoice-margin-note">
                    {t('invoice.marginNote')}
                  </td>
                </tr>
              )}
              <tr>
                <td>{t('invoice.officeFee')}</td>
                <td className="amount" data-testid="invoice-office-fee">
                  {money(cost.officeFeeCents)}
                </td>
              </tr>
              <tr>
                <th>{t('invoice.total')}</th>
                <th className="amount" data-testid="invoice-total">
                  {money(cost.totalCents)}
                </th>
              </tr>
            </tbody>
          </table>
        </div>
        {entries.additionalInfo ? (
          <div className="section">
            <h2>{t('invoice.additionalInfo')}</h2>
            <div style={{ whiteSpace: 'pre-wrap' }} data-testid="invoice-additional-info">
              {entries.additionalInfo}
            </div>
          </div>
        ) : null}
        <div className="payment">
          <h2>{t('invoice.paymentInfo')}</h2>
          <div className="columns">
            <table>
              <tbody>
                <tr>
                  <th>{t('invoice.accountNumber')}</th>
                  <td data-testid="invoice-account">
                    {entries.accountNumber ? formatIban(entries.accountNumber) : '–'}
                  </td>
                </tr>
                <tr>
                  <th>{t('invoice.bic')}</th>
                  <td>{entries.bic || '–'}</td>
                </tr>
                <tr>
                  <th>{t('invoice.referenceNumber')}</th>
                  <td data-testid="invoice-reference">
                    {reference ? formatReference(reference) : '–'}
                  </td>
                </tr>
                <tr>
                  <th>{t('invoice.invoiceNumber')}</th>
                  <td>{entries.invoiceNumber || '–'}</td>
                </tr>
                <tr>
                  <th>{t('invoice.latePaymentInterest')}</th>
                  <td>{entries.latePaymentInterest ? `${entries.latePaymentInterest} %` : '–'}</td>
                </tr>
                <tr>
                  <th>{t('invoice.dueDate')}</th>
                  <td data-testid="invoice-due-date">{formatDate(dueDate, locale)}</td>
                </tr>
                <tr>
                  <th>{t('invoice.total')}</th>
                  <td>
                    <strong>{money(cost.totalCents)}</strong>
                  </td>
                </tr>
              </tbody>
            </table>
            {qrPayload ? <EpcQrCode payload={qrPayload} label={t('invoice.qrLabel')} /> : null}
          </div>
          {barcode ? (
            <div style={{ marginTop: '6mm' }}>
              <VirtualBarcode code={barcode} label={t('invoice.barcodeLabel')} />
              <div
                style={{ fontFamily: 'monospace', fontSize: '9pt' }}
                data-testid="invoice-virtual-barcode"
              >
                {barcode}
              </div>
            </div>
          ) : null}
        </div>
      </main>
    </>
  );
}
