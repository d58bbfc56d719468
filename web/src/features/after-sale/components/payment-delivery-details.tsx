import { formatCents, type PaymentDeliveryDetails, type PostalAddress } from '@dealer/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n/use-locale';
import { DeliveryOfferDialog } from './delivery-offer-dialog';

function Field({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

const addressLines = (address: PostalAddress | null) =>
  address ? (
    <>
      <div>{address.name}</div>
      <div>{address.streetAddress}</div>
      <div>{`${address.postalAreaCode} ${address.postOfficeName}`}</div>
    </>
  ) : null;

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/**
 * Spec 2, Payment and delivery: the buyer's and the auctioneer's details for the winning buyer's
 * organisation and the auctioneer; the winner may ask for delivery offers here.
 */
export function PaymentDeliveryDetailsView({
  details,
  canRequestDelivery,
}: {
  details: PaymentDeliveryDetails;
  canRequestDelivery: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [isOfferOpen, setOfferOpen] = useState(false);
  const buyer = details.endedAuctionItemBuyerInfo;
  const auctioneer = details.endedAuctionItemAuctioneerInfo;

  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="payment-delivery">
      <Box sx={grid}>
        <Field label={t('paymentDelivery.price')} testId="payment-price">
          {formatCents(details.price * 100, locale)}
        </Field>
        <Field label={t('paymentDelivery.total')} testId="payment-total">
          {formatCents(details.totalCents, locale)}
        </Field>
      </Box>
      <Box>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('paymentDelivery.auctioneer')}
        </Typography>
        <Box sx={grid}>
          <Field label={t('paymentDelivery.organisation')} testId="auctioneer-organisation">
            {auctioneer.organisationName}
          </Field>
          <Field label={t('paymentDelivery.paymentInstructions')} testId="payment-instructions">
            {auctioneer.paymentInstructions}
          </Field>
          <Field label={t('paymentDelivery.iban')} testId="auctioneer-iban">
            {auctioneer.iban}
          </Field>
          <Field label={t('paymentDelivery.bic')} testId="auctioneer-bic">
            {auctioneer.bic}
          </Field>
          <Field label={t('paymentDelivery.phoneNumber')} testId="auctioneer-phone">
            {auctioneer.phoneNumber}
          </Field>
          <Field label={t('paymentDelivery.emailAddress')} testId="auctioneer-email">
            {auctioneer.emailAddress}
          </Field>
        </Box>
      </Box>
      <Box>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {t('paymentDelivery.buyer')}
        </Typography>
        <Box sx={grid}>
          <Field label={t('paymentDelivery.organisation')} testId="buyer-organisation">
            {`${buyer.organisationName} (${buyer.businessIdentityCode})`}
          </Field>
          <Field label={t('paymentDelivery.buyerOffice')} testId="buyer-office">
            {addressLines(buyer.buyerOffice)}
          </Field>
          <Field label={t('paymentDelivery.buyerUser')} testId="buyer-user">
            {buyer.buyerUser ? (
              <>
                <div>{buyer.buyerUser.fullName}</div>
                <div>{buyer.buyerUser.phoneNumber}</div>
                <div>{buyer.buyerUser.emailAddress}</div>
              </>
            ) : null}
          </Field>
          <Field label={t('paymentDelivery.registrationCertificate')} testId="buyer-certificate">
            {buyer.registrationCertificateNotRequired
              ? t('paymentDelivery.certificateNotRequired')
              : buyer.registrationCertificateEmailAddress}
          </Field>
          <Field label={t('paymentDelivery.invoicingAddress')} testId="buyer-invoicing-address">
            {buyer.invoicingAddress.invoicingAddress}
          </Field>
          <Field label={t('paymentDelivery.eInvoicingOperator')} testId="buyer-einvoicing">
            {buyer.invoicingAddress.eInvoicingOperator}
          </Field>
          <Field label={t('paymentDelivery.invoicingMethod')} testId="buyer-invoicing-method">
            {buyer.invoicingAddress.invoicingMethod}
          </Field>
        </Box>
      </Box>
      {details.pickup ? (
        <Box data-testid="pickup">
          <Typography variant="h3" sx={{ mb: 1 }}>
            {t('paymentDelivery.pickup')}
          </Typography>
          {addressLines(details.pickup)}
          {details.pickup.pickUpDescription ? (
            <Typography sx={{ mt: 1 }}>{details.pickup.pickUpDescription}</Typography>
          ) : null}
        </Box>
      ) : null}
      {canRequestDelivery ? (
        <Box>
          <Button
            variant="outlined"
            onClick={() => setOfferOpen(true)}
            data-testid="open-delivery-offer"
          >
            {t('transport.open')}
          </Button>
          <DeliveryOfferDialog
            open={isOfferOpen}
            itemId={details.auctionItemId}
            defaultContact={buyer.buyerUser}
            onClose={() => setOfferOpen(false)}
          />
        </Box>
      ) : null}
    </Box>
  );
}
