import { PaymentDeliveryDetailsView, usePaymentDetails } from '../../../after-sale';
import { useDraftEditor } from '../../../drafts';
import { ItemSection } from '../item-section';

/**
 * Spec 2, Payment and delivery: the server decides who sees it (404 for others), so the section
 * stays empty rather than guessing when the answer is none.
 */
export function PaymentSection() {
  const { item } = useDraftEditor();
  // The winning buyer asks for delivery offers (spec 3).
  const canRequestDelivery =
    item.ownBidderMarker !== null && item.ownBidderMarker === item.winnerMarker;
  const { data } = usePaymentDetails(item.id, true);
  return (
    <ItemSection section="paymentAndPickup">
      {data ? (
        <PaymentDeliveryDetailsView details={data} canRequestDelivery={canRequestDelivery} />
      ) : null}
    </ItemSection>
  );
}
