/**
 * Pre-rendered pages a function fills in (e.g. the job page's shell, src/pages/shells/): fetched
 * from the site's own origin (the `URL` setting, never a request's Host header) and kept for the
 * life of the instance, which serves one deploy.
 */
export type PageShellLoader = (path: string) => Promise<string>;

export function pageShellLoader(siteUrl: string, fetchImpl: typeof fetch = fetch): PageShellLoader {
  const cache = new Map<string, Promise<string>>();
  return (path) => {
    if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`A page shell path must be site-relative: ${path}`);
    let page = cache.get(path);
    if (!page) {
      const url = `${siteUrl.replace(/\/+$/, '')}${path}`;
      page = fetchImpl(url, { headers: { accept: 'text/html' } }).then(async (res) => {
        if (!res.ok) throw new Error(`The page shell ${url} answered ${res.status}.`);
        return res.text();
      });
      // A failed fetch is tried again on the next request.
      page.catch(() => cache.delete(path));
      cache.set(path, page);
    }
    return page;
  };
}
