/**
 * LinkedIn suggestions for one of the member's resumes: the resume is loaded by its owner (another
 * member's id is a 404), the target role read against O*NET (content/linkedin/roles.json), and
 * the pure engine of src/lib/linkedin.ts does the rest.
 */
import rolesFile from '@content/linkedin/roles.json';
import {
  matchRole,
  readRoleData,
  suggestLinkedIn,
  type LinkedInSuggestions,
  type RoleData,
  type RoleDataFile,
  type RoleProfile,
  type LinkedInRequest,
} from '~/lib/linkedin';
import type { Db } from '~/server/db/client';
import { getResume } from '~/server/resume-builder/resumes';
import { extractSkills } from '~/server/skills/extract-skills';

let roles: RoleData | null = null;

/** What O*NET says a target role asks for (read once per process). */
export function roleProfile(targetRole: string): RoleProfile {
  roles ??= readRoleData(rolesFile as RoleDataFile);
  return matchRole(roles, targetRole);
}

export async function linkedInSuggestions(db: Db, userId: string, input: LinkedInRequest): Promise<LinkedInSuggestions> {
  const resume = await getResume(db, userId, input.resumeId);
  const targetRole = (input.targetRole ?? '').trim() || resume.targetRole.trim();
  const result = suggestLinkedIn({ data: resume.data, targetRole, role: roleProfile(targetRole), skillsIn: extractSkills });
  return { resume: { id: resume.id, title: resume.title }, ...result };
}
