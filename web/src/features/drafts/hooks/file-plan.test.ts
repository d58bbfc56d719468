import { describe, expect, it } from 'vitest';
import { makeFile } from '../../../test/item-fixtures';
import {
  addUploaded,
  moveFile,
  planFileSave,
  planFollowUp,
  removeFile,
  rotateFile,
  startPlan,
} from './file-plan';

const stored = [makeFile(1), makeFile(2), makeFile(3, { angle: 270 })];
const uploaded = (externalServiceId: string) => ({
  externalServiceId,
  url: `/media/${externalServiceId}`,
  type: 'image/jpeg',
  isImage: true,
  isVideo: false,
  isPdf: false,
});

describe('file plan', () => {
  it('sends nothing when nothing changed', () => {
    expect(planFileSave(stored, startPlan(stored))).toEqual({});
  });

  it('rotates in 90 degree steps, wrapping at 360', () => {
    const plan = rotateFile(startPlan(stored), '3');
    expect(plan.files[2]!.angle).toBe(0);
    expect(planFileSave(stored, rotateFile(plan, '3')).fileUpdates).toEqual([
      { id: 3, orderNumber: 2, angle: 90 },
    ]);
  });

  it('deletes, reorders and rotates the stored files in one body', () => {
    let plan = startPlan(stored);
    plan = removeFile(plan, '1');
    plan = moveFile(plan, '3', 0);
    plan = rotateFile(plan, '2');
    expect(planFileSave(stored, plan)).toEqual({
      deletedFiles: [1],
      fileUpdates: [
        { id: 3, orderNumber: 0, angle: 270 },
        { id: 2, orderNumber: 1, angle: 90 },
      ],
    });
  });

  it('attaches new files; their order and angle follow once they have ids', () => {
    let plan = addUploaded(startPlan(stored.slice(0, 1)), [uploaded('new-a'), uploaded('new-b')]);
    plan = moveFile(plan, 'new-b', 0);
    plan = rotateFile(plan, 'new-a');
    expect(planFileSave(stored.slice(0, 1), plan)).toEqual({
      newFiles: [{ externalServiceId: 'new-b' }, { externalServiceId: 'new-a' }],
      fileUpdates: [{ id: 1, orderNumber: 1, angle: 0 }],
    });
    // As the server stores them: the new ones after the old, unturned.
    const saved = [
      makeFile(1, { orderNumber: 1 }),
      makeFile(8, { externalServiceId: 'new-b', orderNumber: 2 }),
      makeFile(9, { externalServiceId: 'new-a', orderNumber: 3 }),
    ];
    expect(planFollowUp(saved, plan)).toEqual([
      { id: 8, orderNumber: 0, angle: 0 },
      { id: 9, orderNumber: 2, angle: 90 },
    ]);
  });

  it('ignores moves outside the list', () => {
    const plan = startPlan(stored);
    expect(moveFile(plan, '1', -1)).toBe(plan);
    expect(moveFile(plan, '3', 3)).toBe(plan);
  });
});
