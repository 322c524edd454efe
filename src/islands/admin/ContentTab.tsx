import { contentCards, type ContentCounts } from '~/lib/admin/content';
import NewsletterSection from './NewsletterSection';

/** What the site's content holds, counted when the site was built (content/ is edited in the repository, not here), and the members' newsletter. */
export default function ContentTab({ counts }: { counts: ContentCounts }) {
  return (
    <div className="space-y-6">
      <h2 className="sr-only">Content</h2>
      <p className="text-sm muted">Counted from the site's content when it was last built. Content is edited in the repository's content folder.</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {contentCards(counts).map((c) => (
          <section key={c.key} className="card p-5" aria-labelledby={`content-${c.key}`}>
            <h3 id={`content-${c.key}`} className="font-semibold">
              {c.title}
            </h3>
            <p className="mt-1 text-sm muted" data-testid={`content-count-${c.key}`}>
              {c.summary}
            </p>
            <a href={c.href} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline dark:text-brand-100">
              Open<span className="sr-only"> {c.title}</span>
            </a>
          </section>
        ))}
      </div>
      <NewsletterSection />
    </div>
  );
}
