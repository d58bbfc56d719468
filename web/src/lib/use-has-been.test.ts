import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHasBeen } from './use-has-been';

describe('useHasBeen', () => {
  it('is false until the condition first holds, then true for good', () => {
    const { result, rerender } = renderHook(({ condition }) => useHasBeen(condition), {
      initialProps: { condition: false },
    });
    expect(result.current).toBe(false);
    rerender({ condition: true });
    expect(result.current).toBe(true);
    rerender({ condition: false });
    expect(result.current).toBe(true);
  });

  it('is true from the first render when the condition holds then', () => {
    const { result } = renderHook(() => useHasBeen(true));
    expect(result.current).toBe(true);
  });
});
