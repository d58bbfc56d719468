import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredFirstShowing } from './use-deferred-first-showing';

interface Item {
  id: number;
  price: number;
}

/** Every value the hook answered, render by render. */
function renderShowing(isSameShowing?: (shown: Item, value: Item) => boolean) {
  const answers: Array<Item | undefined> = [];
  const hook = renderHook(
    ({ value }: { value: Item | undefined }) => {
      const answer = useDeferredFirstShowing(value, isSameShowing);
      answers.push(answer);
      return answer;
    },
    { initialProps: { value: undefined as Item | undefined } },
  );
  return { ...hook, answers };
}

describe('useDeferredFirstShowing', () => {
  it('shows the first value in a deferred render, after an urgent one that shows nothing yet', () => {
    const { rerender, answers, result } = renderShowing();
    const item = { id: 1, price: 1000 };
    answers.length = 0;
    rerender({ value: item });
    expect(answers).toEqual([undefined, item]);
    expect(result.current).toBe(item);
  });

  it('shows a change of a shown value at once, in the urgent render', () => {
    const { rerender, answers, result } = renderShowing();
    rerender({ value: { id: 1, price: 1000 } });
    const raised = { id: 1, price: 1100 };
    answers.length = 0;
    rerender({ value: raised });
    expect(answers[0]).toBe(raised);
    expect(result.current).toBe(raised);
  });

  it('defers again for a value that is not a showing of the shown one', () => {
    const { rerender, answers, result } = renderShowing((shown, value) => shown.id === value.id);
    rerender({ value: { id: 1, price: 1000 } });
    const other = { id: 2, price: 500 };
    answers.length = 0;
    rerender({ value: other });
    expect(answers).toEqual([undefined, other]);
    expect(result.current).toBe(other);
  });
});
