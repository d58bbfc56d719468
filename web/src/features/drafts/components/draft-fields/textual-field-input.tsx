import { draftFieldSpecs, type DraftRuleKey, type FieldSpec } from '@dealer/domain';
import TextField from '@mui/material/TextField';
import { memo, useState, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocale } from '../../../../i18n/use-locale';
import { useDraftCommands } from '../../hooks/draft-editor-context';
import { findFieldError } from '../../hooks/draft-rules';
import {
  formatFieldText,
  isRequiredField,
  parseFieldText,
  type TextualFieldName,
} from './field-text';
import { useFieldMessage } from './use-field-message';

interface TextualFieldInputProps {
  name: TextualFieldName;
  value: string | number | null;
  issue: DraftRuleKey | null;
  revision: number;
  multiline?: boolean;
}

/**
 * A field typed as text. It saves on blur, and only a value that breaks no rule: the rule's
 * message shows while typing. Keyed by the stored value and the field's revision, so a save
 * (or a failed one) shows what is stored.
 */
export const TextualFieldInput = memo(function TextualFieldInput(props: TextualFieldInputProps) {
  return <TextualInput key={`${props.revision}:${String(props.value)}`} {...props} />;
});

const inputModes: Partial<Record<FieldSpec['kind'], 'numeric' | 'decimal' | 'url'>> = {
  integer: 'numeric',
  decimal: 'decimal',
  httpsUrl: 'url',
};

function TextualInput({ name, value, issue, multiline = false }: TextualFieldInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const commands = useDraftCommands();
  const spec: FieldSpec = draftFieldSpecs[name];
  const stored = formatFieldText(spec, value, locale);
  const [text, setText] = useState(stored);
  const [localError, setLocalError] = useState<DraftRuleKey | null>(null);
  const message = useFieldMessage(name, issue, null, localError);

  const check = (typed: string) => {
    const parsed = parseFieldText(spec, typed);
    if (!parsed.ok) return { parsed: null, error: parsed.error };
    const item = commands.getItem();
    const error = findFieldError(item, name, parsed.value, commands.getRuleContext());
    return { parsed: parsed.value, error };
  };
  const handleChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setText(event.target.value);
    setLocalError(check(event.target.value).error);
  };
  const handleBlur = () => {
    if (text === stored) return;
    const { parsed, error } = check(text);
    if (error || parsed === value) return;
    commands.save({ [name]: parsed });
  };

  const maxLength = spec.kind === 'text' ? spec.max : undefined;
  return (
    <TextField
      label={t(`fields.${name}`)}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      required={isRequiredField(name)}
      error={message.error !== null}
      helperText={message.error ?? undefined}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      slotProps={{
        // Labels sit above every input of the page, as they do on its dropdowns.
        inputLabel: { shrink: true },
        htmlInput: {
          'data-testid': `field-${name}`,
          maxLength,
          inputMode: inputModes[spec.kind],
        },
      }}
    />
  );
}
