import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { DraftRuleKey } from '@dealer/domain';
import { memo, useId, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDraftCommands } from '../../hooks/draft-editor-context';
import { TextualFieldInput } from './textual-field-input';

const termsOfSale = ['traditional', 'openBid', 'priceReservation'] as const;
type TermsOfSale = (typeof termsOfSale)[number];

/**
 * Terms of sale (spec 3, 5): traditional, open bid, or a price reservation with its amount.
 * Open bid and a reservation cannot be combined, so choosing either clears the other. A
 * reservation is saved with its amount; until one is typed the choice is only shown.
 */
interface TermsOfSaleInputProps {
  openBid: boolean;
  priceReservation: number | null;
  reservationIssue: DraftRuleKey | null;
  reservationRevision: number;
}

export const TermsOfSaleInput = memo(function TermsOfSaleInput({
  openBid,
  priceReservation,
  reservationIssue,
  reservationRevision,
}: TermsOfSaleInputProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const commands = useDraftCommands();
  const [isChoosingReservation, setChoosingReservation] = useState(false);
  const stored: TermsOfSale = openBid
    ? 'openBid'
    : priceReservation !== null
      ? 'priceReservation'
      : 'traditional';
  const terms = isChoosingReservation && stored === 'traditional' ? 'priceReservation' : stored;

  const handleChange = (value: TermsOfSale) => {
    setChoosingReservation(value === 'priceReservation');
    if (value === 'openBid') commands.save({ openBid: true, priceReservation: null });
    else if (value === 'traditional' && stored !== 'traditional')
      commands.save({ openBid: false, priceReservation: null });
    else if (value === 'priceReservation' && openBid) commands.save({ openBid: false });
  };

  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id={labelId}>{t('itemPage.termsOfSale')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={terms}
          onChange={(_event, value) => handleChange(value as TermsOfSale)}
        >
          {termsOfSale.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={
                <Radio slotProps={{ input: { 'data-testid': `terms-${value}` } as object }} />
              }
              label={t(`itemPage.terms.${value}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {terms === 'priceReservation' ? (
        <TextualFieldInput
          name="priceReservation"
          value={priceReservation}
          issue={reservationIssue}
          revision={reservationRevision}
        />
      ) : null}
    </Stack>
  );
});
