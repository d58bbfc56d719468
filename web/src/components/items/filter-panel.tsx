import {
  auctionTypeFilters,
  formatNumber,
  fuelTypes,
  getModelYearRange,
  hybridTypes,
  mileageRange,
  termsOfSaleFilters,
  type ItemFilters,
} from '@dealer/domain';
import Box from '@mui/material/Box';
import { useTranslation } from '../../i18n/use-translation';
import { useLocale } from '../../i18n/use-locale';
import type { FilterBarProps } from './filter-bar';
import { ChipGroup } from './chip-group';
import { RangeFilterInput } from './range-filter';

type PanelProps = FilterBarProps & { update: (change: Partial<ItemFilters>) => void };

/** The filters behind the toggle (spec 2): loaded when the browser is idle or when opened. */
export default function FilterPanel({
  filters,
  update,
  offices,
  isProViewer,
  ...props
}: PanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ChipGroup
        label={t('items.filters.ownActions')}
        testId="filter-own-actions"
        options={props.ownActionOptions.map((value) => ({
          value,
          label: t(`items.filters.ownAction.${value}`),
        }))}
        selected={filters.ownActions}
        onChange={(ownActions) => update({ ownActions })}
      />
      <ChipGroup
        label={t('items.filters.status')}
        testId="filter-status"
        options={props.statusOptions.map((value) => ({
          value,
          label: t(`items.filters.statusValue.${value}`),
        }))}
        selected={filters.statuses}
        onChange={(statuses) => update({ statuses })}
      />
      {isProViewer ? (
        <ChipGroup
          label={t('items.filters.auctionType')}
          testId="filter-auction-type"
          options={auctionTypeFilters.map((value) => ({
            value,
            label: t(`items.filters.auctionTypeValue.${value}`),
          }))}
          selected={filters.auctionTypes}
          onChange={(auctionTypes) => update({ auctionTypes })}
        />
      ) : null}
      <ChipGroup
        label={t('items.filters.termsOfSale')}
        testId="filter-terms"
        options={termsOfSaleFilters.map((value) => ({
          value,
          label: t(`items.filters.termsOfSaleValue.${value}`),
        }))}
        selected={filters.termsOfSale}
        onChange={(termsOfSale) => update({ termsOfSale })}
      />
      <ChipGroup
        label={t('items.filters.office')}
        testId="filter-office"
        options={offices.map((office) => ({ value: office.id, label: office.name }))}
        selected={filters.officeIds}
        onChange={(officeIds) => update({ officeIds })}
      />
      <ChipGroup
        label={t('items.filters.fuelType')}
        testId="filter-fuel"
        options={fuelTypes
          .filter((value) => value !== 0)
          .map((value) => ({ value, label: t(`enums.fuelType.${value}`) }))}
        selected={filters.fuelTypes}
        onChange={(values) => update({ fuelTypes: values })}
      />
      <ChipGroup
        label={t('items.filters.hybridType')}
        testId="filter-hybrid"
        options={hybridTypes
          .filter((value) => value !== 0)
          .map((value) => ({ value, label: t(`enums.hybridType.${value}`) }))}
        selected={filters.hybridTypes}
        onChange={(values) => update({ hybridTypes: values })}
      />
      <RangeFilterInput
        label={t('items.filters.mileage')}
        testId="filter-mileage"
        value={filters.mileage}
        range={mileageRange}
        format={(value) => t('items.mileage', { value: formatNumber(value, locale) })}
        onChange={(mileage) => update({ mileage })}
      />
      <RangeFilterInput
        label={t('items.filters.modelYear')}
        testId="filter-model-year"
        value={filters.modelYear}
        range={getModelYearRange(props.now)}
        format={String}
        onChange={(modelYear) => update({ modelYear })}
      />
    </Box>
  );
}
