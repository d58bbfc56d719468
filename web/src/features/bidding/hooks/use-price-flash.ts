import { useEffect, useState } from 'react';

/** Spec 9: a price change flashes the price for 400 ms. */
export const priceFlashMs = 400;

/** True for 400 ms after `price` changes (not when it first shows). */
export function usePriceFlash(price: number | null): boolean {
  const [flash, setFlash] = useState({ price, isOn: false });
  // Adjusting state to a changed prop during render: the flash starts with the new price.
  if (flash.price !== price) setFlash({ price, isOn: true });

  useEffect(() => {
    if (!flash.isOn) return;
    const timer = setTimeout(
      () => setFlash((current) => ({ ...current, isOn: false })),
      priceFlashMs,
    );
    return () => clearTimeout(timer);
  }, [flash]);

  return flash.isOn;
}
