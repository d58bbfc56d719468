export function PrintPage() {
  return null;
}
