import {
  type DraftUpdate,
  type FileAngle,
  type AuctionItemFile,
  type UploadedFile,
} from '@dealer/domain';

/** A file in the file-management dialog: stored (with an id) or just uploaded (without). */
export interface WorkingFile {
  /** The stored id as text, or the new file's externalServiceId: stable while the dialog is open. */
  key: string;
  id: number | null;
  externalServiceId: string;
  angle: FileAngle;
  isImage: boolean;
  isVideo: boolean;
  isPdf: boolean;
}

export interface FilePlan {
  files: WorkingFile[];
  deletedIds: number[];
}

type FileUpdates = NonNullable<DraftUpdate['fileUpdates']>;

export const startPlan = (stored: readonly AuctionItemFile[]): FilePlan => ({
  files: stored.map((file) => ({
    key: String(file.id),
    id: file.id,
    externalServiceId: file.externalServiceId,
    angle: file.angle,
    isImage: file.isImage,
    isVideo: file.isVideo,
    isPdf: file.isPdf,
  })),
  deletedIds: [],
});

export const addUploaded = (plan: FilePlan, uploaded: readonly UploadedFile[]): FilePlan => ({
  ...plan,
  files: [
    ...plan.files,
    ...uploaded.map((file) => ({
      key: file.externalServiceId,
      id: null,
      externalServiceId: file.externalServiceId,
      angle: 0 as const,
      isImage: file.isImage,
      isVideo: file.isVideo,
      isPdf: file.isPdf,
    })),
  ],
});

export const removeFile = (plan: FilePlan, key: string): FilePlan => {
  const file = plan.files.find((entry) => entry.key === key);
  return {
    files: plan.files.filter((entry) => entry.key !== key),
    deletedIds: file?.id != null ? [...plan.deletedIds, file.id] : plan.deletedIds,
  };
};

/** Moves a file to another place in the order (drag and drop, or one step up or down). */
export function moveFile(plan: FilePlan, key: string, toIndex: number): FilePlan {
  const from = plan.files.findIndex((entry) => entry.key === key);
  if (from < 0 || toIndex < 0 || toIndex >= plan.files.length || from === toIndex) return plan;
  const files = [...plan.files];
  const [file] = files.splice(from, 1);
  files.splice(toIndex, 0, file!);
  return { ...plan, files };
}

/** Spec 2: rotation in 90 degree steps, wrapping at 360. */
export const rotateFile = (plan: FilePlan, key: string): FilePlan => ({
  ...plan,
  files: plan.files.map((entry) =>
    entry.key === key ? { ...entry, angle: ((entry.angle + 90) % 360) as FileAngle } : entry,
  ),
});

/** Order and angle of the files that differ from what is stored, by their place in the plan. */
export function findFileUpdates(
  stored: readonly AuctionItemFile[],
  plan: Pick<FilePlan, 'files'>,
  idOf: (file: WorkingFile) => number | null = (file) => file.id,
): FileUpdates {
  const updates: FileUpdates = [];
  plan.files.forEach((file, orderNumber) => {
    const id = idOf(file);
    const before = stored.find((entry) => entry.id === id);
    if (id === null || !before) return;
    if (before.orderNumber !== orderNumber || before.angle !== file.angle) {
      updates.push({ id, orderNumber, angle: file.angle });
    }
  });
  return updates;
}

/**
 * The Update body that saves a plan: new files attached, removed ones deleted, the stored
 * ones reordered and turned. New files can carry neither order nor angle: if they need
 * either, `planFollowUp` gives the second body once they have ids.
 */
export function planFileSave(stored: readonly AuctionItemFile[], plan: FilePlan): DraftUpdate {
  const body: DraftUpdate = {};
  const newFiles = plan.files.filter((file) => file.id === null);
  if (newFiles.length > 0) {
    body.newFiles = newFiles.map(({ externalServiceId }) => ({ externalServiceId }));
  }
  if (plan.deletedIds.length > 0) body.deletedFiles = [...plan.deletedIds];
  const fileUpdates = findFileUpdates(stored, plan);
  if (fileUpdates.length > 0) body.fileUpdates = fileUpdates;
  return body;
}

/** After the save: the order and angles the plan wants of the files as now stored. */
export function planFollowUp(saved: readonly AuctionItemFile[], plan: FilePlan): FileUpdates {
  return findFileUpdates(
    saved,
    plan,
    (file) =>
      file.id ??
      saved.find((entry) => entry.externalServiceId === file.externalServiceId)?.id ??
      null,
  );
}
