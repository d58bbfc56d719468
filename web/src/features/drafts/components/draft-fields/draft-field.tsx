import { draftFieldSpecs, type DraftFieldName } from '@dealer/domain';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { useDraftEditor } from '../../hooks/draft-editor-context';
import type { TextualFieldName } from './field-text';
import { FieldValue } from './field-value';
import { LocationFieldInput } from './location-field-input';
import { OfficeFieldInput } from './office-field-input';
import { OptionFieldInput } from './option-field-input';
import { isOptionField } from './option-labels';
import { TermsOfSaleInput } from './terms-of-sale-input';
import { TextualFieldInput } from './textual-field-input';
import { ToggleFieldInput, type ToggleFieldName } from './toggle-field-input';
import { findFieldIssue } from './use-field-message';

// The date and time pickers come in their own chunk, when a draft is edited: the item page a
// buyer opens does not carry them.
const DateTimeFieldInput = lazy(() =>
  import('./date-time-field-input').then((module) => ({ default: module.DateTimeFieldInput })),
);
const DateFieldInput = lazy(() =>
  import('./date-field-input').then((module) => ({ default: module.DateFieldInput })),
);

/** Long texts take a whole row and grow as they are written. */
export const isLongText = (name: DraftFieldName) => {
  const spec = draftFieldSpecs[name];
  return spec.kind === 'text' && spec.max > 200;
};

/**
 * One field of the item page: the input its kind needs while a draft is edited, else its value.
 * Inputs take their own value, issue and revision as props and are memoised: a save re-renders
 * the fields it changed.
 */
export function DraftField({ name }: { name: DraftFieldName }) {
  const editor = useDraftEditor();
  const { item, isEditable, saver, warnings } = editor;
  if (!isEditable) return <FieldValue name={name} />;
  const issue = findFieldIssue(editor, name);
  const revision = saver.revisionOf(name);

  if (name === 'openBid') {
    return (
      <TermsOfSaleInput
        openBid={item.openBid}
        priceReservation={item.priceReservation}
        reservationIssue={findFieldIssue(editor, 'priceReservation')}
        reservationRevision={saver.revisionOf('priceReservation')}
      />
    );
  }
  if (name === 'officeId') return <OfficeFieldInput value={item.officeId} issue={issue} />;
  if (name === 'locationId') {
    return (
      <LocationFieldInput
        organisationId={item.organisationId}
        value={item.locationId}
        issue={issue}
      />
    );
  }
  if (name === 'start' || name === 'end') {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={80} />}>
        <DateTimeFieldInput
          name={name}
          value={item[name]}
          issue={issue}
          warning={warnings[name] ?? null}
          revision={revision}
        />
      </Suspense>
    );
  }
  if (isOptionField(name)) return <OptionFieldInput name={name} value={item[name]} issue={issue} />;
  const value = item[name];
  if (draftFieldSpecs[name].kind === 'date') {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
        <DateFieldInput
          name={name as TextualFieldName}
          value={typeof value === 'string' ? value : null}
          issue={issue}
          revision={revision}
        />
      </Suspense>
    );
  }
  if (typeof value === 'boolean') {
    return <ToggleFieldInput name={name as ToggleFieldName} value={value} />;
  }
  return (
    <TextualFieldInput
      name={name as TextualFieldName}
      value={value}
      issue={issue}
      revision={revision}
      multiline={isLongText(name)}
    />
  );
}
