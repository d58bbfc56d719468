/** Spec 5 and 9: at most 20 files per upload and 100 per item. */
export const maxFilesPerUpload = 20;
export const maxFilesPerItem = 100;
/** The upload step allows 28 MB per file, and about 3 GB for a video. */
const maxFileBytes = 29_360_128;
const maxVideoBytes = 3 * 1024 ** 3;

const isAcceptedType = (file: File) =>
  file.type.startsWith('image/') ||
  file.type.startsWith('video/') ||
  file.type === 'application/pdf';

export type SelectionProblem = 'tooManyPerUpload' | 'tooManyPerItem' | 'wrongType' | 'tooLarge';

/** Why a selection of files cannot be uploaded, if it cannot (the server checks again). */
export function findSelectionProblem(
  files: readonly File[],
  fileCount: number,
): SelectionProblem | null {
  if (files.length > maxFilesPerUpload) return 'tooManyPerUpload';
  if (fileCount + files.length > maxFilesPerItem) return 'tooManyPerItem';
  if (!files.every(isAcceptedType)) return 'wrongType';
  const isTooLarge = (file: File) =>
    file.size > (file.type.startsWith('video/') ? maxVideoBytes : maxFileBytes);
  if (files.some(isTooLarge)) return 'tooLarge';
  return null;
}
