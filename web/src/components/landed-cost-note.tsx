import { formatCents, landedCostOf, taxTreatmentOf, vatPercentOf } from '@dealer/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../i18n/use-translation';
import { useLocale } from '../i18n/use-locale';

interface LandedCostNoteProps {
  price: number;
  item: { commissionFee: number | null; vatDeductable: boolean | null; end: string | null };
}

/**
 * What the buyer pays in all for `price` (the domain's one landed-cost rule, as on the invoice):
 * shown under the bid box and in the bid confirmation.
 */
export function LandedCostNote({ price, item }: LandedCostNoteProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!(price > 0)) return null;
  const cost = landedCostOf({
    price,
    commissionFee: item.commissionFee,
    taxTreatment: taxTreatmentOf(item),
    endedAt: new Date(item.end ?? 0),
  });
  return (
    <Typography variant="body2" color="text.secondary" component="div" data-testid="landed-cost">
      <div>
        {t('invoice.landedCost.total', {
          total: formatCents(cost.totalCents, locale),
          fee: formatCents(cost.officeFeeCents, locale),
        })}
      </div>
      <div>
        {cost.vat
          ? t('invoice.landedCost.vat', {
              rate: vatPercentOf(cost.vat.rateBasisPoints).toLocaleString(locale),
              vat: formatCents(cost.vat.taxCents, locale),
            })
          : t('invoice.landedCost.margin')}
      </div>
    </Typography>
  );
}
