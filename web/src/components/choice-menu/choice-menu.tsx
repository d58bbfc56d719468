import { Suspense, type ReactElement } from 'react';
import { lazyPreloaded } from '../../lib/lazy-preloaded';
import { useHasBeen } from '../../lib/use-has-been';

// React.lazy drops the component's type parameter; the module's own signature restores it.
const ChoiceMenuList = lazyPreloaded(() => import('./choice-menu-list')) as unknown as <
  T extends string | number,
>(
  props: ChoiceMenuProps<T>,
) => ReactElement;

export interface Choice<T> {
  value: T;
  label: string;
  testId: string;
  /** The choice's own language, for a language's name written in that language. */
  lang?: string;
}

export interface ChoiceMenuProps<T> {
  /** The button the menu opens from; null while closed. */
  anchor: HTMLElement | null;
  choices: readonly Choice<T>[];
  selected: T | undefined;
  onSelect: (value: T) => void;
  onClose: () => void;
}

/**
 * A header button's menu of choices (the language, the organisation). The shell's first screen
 * shows only the buttons, so MUI's menu machinery is fetched when the page is idle (issue 10:
 * the phone's JavaScript budget) and rendered from the first opening on, which keeps its
 * closing animation.
 */
export function ChoiceMenu<T extends string | number>(props: ChoiceMenuProps<T>) {
  const hasOpened = useHasBeen(props.anchor !== null);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ChoiceMenuList {...props} />
    </Suspense>
  );
}
