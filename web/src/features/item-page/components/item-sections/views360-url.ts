/** Spec 5: only https addresses are links; anything else is not offered. */
export const isHttpsUrl = (value: string | null): value is string => {
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};
