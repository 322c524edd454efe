import { MEMBER_TOOLS } from '../../lib/catalogue';

/** The planner room's address, from the catalogue: the list and a plan's view write it into the address bar. */
export const PATH: string = MEMBER_TOOLS.find((tool) => tool.key === 'planner')!.path;
