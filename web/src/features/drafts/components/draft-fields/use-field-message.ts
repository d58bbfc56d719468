import {
  draftFieldSpecs,
  formatNumber,
  type DraftFieldName,
  type DraftRuleKey,
  type FieldSpec,
} from '@dealer/domain';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocale } from '../../../../i18n/use-locale';
import type { DraftEditor } from '../../hooks/draft-editor-context';

/** A rule's message in the user's language, with the field's bound in it. */
export function useRuleMessage() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (name: DraftFieldName, key: DraftRuleKey) => {
    const spec: FieldSpec = draftFieldSpecs[name];
    const max = 'max' in spec ? formatNumber(spec.max, locale) : '';
    return t(`validation.${key}`, { max, min: 0 });
  };
}

/**
 * The rule a field breaks as the page stands: the one the server named for it, else the one the
 * shown draft breaks, else, after a refused publish, an empty required field.
 */
export function findFieldIssue(editor: DraftEditor, name: DraftFieldName): DraftRuleKey | null {
  const { saver, review, showMissing } = editor;
  const missing = showMissing && review.missing.includes(name) ? 'mandatory' : null;
  return saver.serverErrors[name] ?? review.errors[name] ?? missing;
}

/** The texts under a field: the typed value's rule first (before sending), then the field's. */
export function useFieldMessage(
  name: DraftFieldName,
  issue: DraftRuleKey | null,
  warning: DraftRuleKey | null = null,
  localError: DraftRuleKey | null = null,
) {
  const { t } = useTranslation();
  const ruleMessage = useRuleMessage();
  const error = localError ?? issue;
  return {
    error: error ? ruleMessage(name, error) : null,
    // Spec 5: with a fixed end time the calendar rules only warn of an unusual end time.
    warning: warning ? t('itemPage.unusualEndTime') : null,
  };
}
