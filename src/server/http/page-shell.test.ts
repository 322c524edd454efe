import { describe, expect, it } from 'vitest';
import { pageShellLoader } from './page-shell';

describe('pageShellLoader', () => {
  it('fetches a page from the site origin once, and again after a failure', async () => {
    const asked: string[] = [];
    let fail = true;
    const fakeFetch = (async (url: string) => {
      asked.push(url);
      if (fail) {
        fail = false;
        return new Response('down', { status: 503 });
      }
      return new Response('<html>shell</html>', { status: 200 });
    }) as unknown as typeof fetch;
    const load = pageShellLoader('https://careerpivot.example/', fakeFetch);
    await expect(load('/shells/job/')).rejects.toThrow(/503/);
    expect(await load('/shells/job/')).toBe('<html>shell</html>');
    expect(await load('/shells/job/')).toBe('<html>shell</html>');
    expect(asked).toEqual(['https://careerpivot.example/shells/job/', 'https://careerpivot.example/shells/job/']);
  });

  it('only loads paths of the site itself', () => {
    const load = pageShellLoader('https://careerpivot.example', fetch);
    expect(() => load('//evil.example/x')).toThrow(/site-relative/);
    expect(() => load('https://evil.example/x')).toThrow(/site-relative/);
  });
});
