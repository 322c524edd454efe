import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { handle } from '~/server/http/handler';
import { html } from '~/server/http/response';
import { JOB_NOT_FOUND_SHELL_PATH, JOB_SHELL_PATH, loadJobPage, renderJobPage } from '~/server/matching/listing';
import { runtime } from '~/server/runtime';

const jobIdSchema = z.uuid();

/** A job's page (the sample listings link here): the site's page shell with the job in it, or a 404 page. */
export default handle({
  async GET(req) {
    const rt = await runtime();
    const id = jobIdSchema.safeParse(new URL(req.url).pathname.split('/')[2]);
    const page = id.success ? await loadJobPage(rt.db, id.data.toLowerCase()) : null;
    if (!page) return html(await rt.pageShell(JOB_NOT_FOUND_SHELL_PATH), { status: 404 });
    return html(renderJobPage(await rt.pageShell(JOB_SHELL_PATH), page), { cacheControl: 'public, max-age=300' });
  },
});

export const config: Config = { path: '/jobs/:id' };
