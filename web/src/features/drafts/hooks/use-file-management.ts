import type { AuctionItem } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { auctionItemKey } from '../../../lib/items/auction-item';
import { sortFiles } from '@dealer/domain';
import { itemMutationScope, updateDraft, updateFiles } from '../api/update-draft';
import { uploadFiles } from '../api/upload-files';
import {
  addUploaded,
  findFileUpdates,
  moveFile,
  planFileSave,
  planFollowUp,
  removeFile,
  rotateFile,
  startPlan,
  type FilePlan,
} from './file-plan';
import { findSelectionProblem, type SelectionProblem } from './use-file-selection';

/** Saves a plan: a draft takes every change, a published item only order and rotation. */
async function saveFilePlan(item: AuctionItem, plan: FilePlan): Promise<AuctionItem> {
  const stored = sortFiles(item.files);
  if (!item.isDraft) return updateFiles(item.id, findFileUpdates(stored, plan));
  const saved = await updateDraft(item.id, planFileSave(stored, plan));
  const followUp = planFollowUp(saved.files, plan);
  return followUp.length > 0 ? updateDraft(item.id, { fileUpdates: followUp }) : saved;
}

/** The file-management dialog's working copy, its uploads and its save (spec 2, 5). */
export function useFileManagement(item: AuctionItem, onSaved: () => void) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [plan, setPlan] = useState(() => startPlan(sortFiles(item.files)));
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<SelectionProblem | 'uploadFailed' | null>(null);

  const save = useMutation({
    scope: itemMutationScope(item.id),
    mutationFn: () => saveFilePlan(item, plan),
    onSuccess: (saved) => {
      queryClient.setQueryData(auctionItemKey(item.id), saved);
      toast.success('toast.saved');
      onSaved();
    },
    onError: () => toast.error('toast.draftSaveFailed'),
  });

  const upload = async (files: File[]) => {
    const selectionProblem = findSelectionProblem(files, plan.files.length);
    setProblem(selectionProblem);
    if (selectionProblem || files.length === 0) return;
    setUploadProgress(0);
    try {
      const uploaded = await uploadFiles(files, setUploadProgress);
      setPlan((current) => addUploaded(current, uploaded));
    } catch {
      setProblem('uploadFailed');
    } finally {
      setUploadProgress(null);
    }
  };

  return {
    plan,
    problem,
    uploadProgress,
    isUploading: uploadProgress !== null,
    isDirty: Object.keys(planFileSave(sortFiles(item.files), plan)).length > 0,
    upload,
    remove: (key: string) => setPlan((current) => removeFile(current, key)),
    move: (key: string, toIndex: number) => setPlan((current) => moveFile(current, key, toIndex)),
    rotate: (key: string) => setPlan((current) => rotateFile(current, key)),
    save,
  };
}
