import file from '@content/networking/templates.json';
import type { NetworkingTemplate } from '~/lib/networking';

export const NETWORKING_TEMPLATES: readonly NetworkingTemplate[] = file.templates;

export function templateByKey(key: string): NetworkingTemplate | undefined {
  return NETWORKING_TEMPLATES.find((t) => t.key === key);
}
