import { useState } from 'react';
import { CONTENT_SECTIONS, FEATURED_CONTENT } from '../../lib/admin';
import { Switch } from './ui';

type FeaturedKey = (typeof FEATURED_CONTENT)[number]['key'];

export default function ContentTab() {
  const [featured, setFeatured] = useState<Record<FeaturedKey, boolean>>(
    () => Object.fromEntries(FEATURED_CONTENT.map((f) => [f.key, f.featured])) as Record<FeaturedKey, boolean>,
  );

  return (
    <div className="space-y-6">
      <h2 className="sr-only">Content</h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CONTENT_SECTIONS.map((c) => (
          <section key={c.key} className="card p-5" aria-labelledby={`content-${c.key}`}>
            <h3 id={`content-${c.key}`} className="font-semibold">
              {c.title}
            </h3>
            <p className="mt-1 text-sm muted">{c.summary}</p>
            {'href' in c && (
              <a href={c.href} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-100">
                View {c.title.toLowerCase()}
              </a>
            )}
          </section>
        ))}
      </div>

      <section className="card" aria-labelledby="featured-content-title">
        <h3 id="featured-content-title" className="mb-2 text-lg font-semibold">
          Featured Content
        </h3>
        <div className="divide-y divide-slate-200 dark:divide-slate-700">
          {FEATURED_CONTENT.map((f) => (
            <Switch
              key={f.key}
              id={`featured-${f.key}`}
              label={f.label}
              checked={featured[f.key]}
              onChange={(on) => setFeatured((prev) => ({ ...prev, [f.key]: on }))}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
