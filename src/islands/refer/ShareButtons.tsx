import { shareLinks } from '~/lib/referral';

/**
 * Share links for Facebook, Twitter/X and LinkedIn. Plain links, so the page
 * renders this without a client directive: no JavaScript is shipped for it, and it works with
 * JavaScript off. The shared URL is the site origin.
 */
interface Props {
  /** The site origin to share, e.g. https://careerpivot.example */
  url: string;
}

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'h-5 w-5',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

const providers = [
  {
    key: 'facebook',
    label: 'Facebook',
    icon: (
      <svg {...iconProps}>
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
      </svg>
    ),
  },
  {
    key: 'twitter',
    label: 'Twitter/X',
    icon: (
      <svg {...iconProps}>
        <path d="M4 4h4.5L20 20h-4.5zM4 20l6.5-6.5M20 4l-6.5 6.5" />
      </svg>
    ),
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    icon: (
      <svg {...iconProps}>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect x="2" y="9" width="4" height="12" />
        <circle cx="4" cy="4" r="2" />
      </svg>
    ),
  },
] as const;

export default function ShareButtons({ url }: Props) {
  const links = shareLinks(url);
  return (
    <ul className="flex flex-wrap gap-3" data-testid="share-buttons">
      {providers.map((p) => (
        <li key={p.key}>
          <a href={links[p.key]} target="_blank" rel="noopener noreferrer" className="btn-secondary" data-share={p.key}>
            {p.icon}
            <span>
              <span className="sr-only">Share on </span>
              {p.label}
              <span className="sr-only"> (opens in a new tab)</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
