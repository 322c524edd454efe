import { toolPath, type TrackerStage } from '~/lib/catalogue';
import { TRACKER_STAGE_LABELS } from '~/lib/tracker';

export const LIST_PATH = toolPath('cover-letters');
export const letterUrl = (id: string) => `${LIST_PATH}?id=${encodeURIComponent(id)}`;
export const stageLabel = (stage: string) => TRACKER_STAGE_LABELS[stage as TrackerStage] ?? stage;
