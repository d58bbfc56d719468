import TextField from '@mui/material/TextField';
import { textChange } from '@dealer/domain';
import { useState } from 'react';

interface SettingsTextFieldProps {
  label: string;
  value: string | null;
  /** The domain's check of a non-empty value; a failing value is shown, not saved. */
  isValid?: (value: string) => boolean;
  invalidText?: string;
  onSave: (value: string | null) => void;
  testId: string;
  multiline?: boolean;
}

/** Spec 4: a one-value settings field, saved on blur only when it changed and is valid. */
export function SettingsTextField({
  label,
  value,
  isValid,
  invalidText,
  onSave,
  testId,
  multiline,
}: SettingsTextFieldProps) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [isInvalid, setIsInvalid] = useState(false);
  const handleBlur = () => {
    const next = textChange(value, draft?.trim());
    const isBad = Boolean(next) && isValid !== undefined && !isValid(next!);
    setIsInvalid(isBad);
    if (isBad) return;
    setDraft(undefined);
    if (next !== undefined) onSave(next);
  };
  return (
    <TextField
      fullWidth
      label={label}
      value={draft ?? value ?? ''}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={handleBlur}
      error={isInvalid}
      helperText={isInvalid ? invalidText : undefined}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}
