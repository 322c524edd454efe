import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { $theme, setTheme, syncTheme } from '~/stores/theme';
import { hasEliteAccess, viewedAs } from '~/lib/access';
import { $premiumPreview } from '~/stores/preview';
import { $faqOpen } from '~/stores/faq';
import { CloseIcon, MenuIcon, MoonIcon, SunIcon } from './icons';
import { LoginForm } from './LoginForm';
import { linkButton } from './linkButton';
import { useDialog } from './useDialog';

export interface NavLink {
  href: string;
  label: string;
}

interface Props {
  brand: string;
  links: NavLink[];
  currentPath: string;
}

/** The menu that works without JavaScript: the menu button links here and CSS `:target` shows it. */
const FALLBACK_MENU_ID = 'site-menu';
/**
 * Below Tailwind's `lg`, where the header shows the menu button instead of the links: a signed-in
 * Elite member's row (links, Elite Dashboard, Dashboard, Account, Log out) needs about 1,000 px.
 */
const PHONE_WIDTH = '(max-width: 1023.98px)';

function AuthActions({ onLogin, stacked = false }: { onLogin: () => void; stacked?: boolean }) {
  // 'initial' keeps the first render equal to the server's HTML even if auth has already loaded.
  const auth = useStore($auth, { ssr: 'initial' });
  const preview = useStore($premiumPreview);
  const cls = stacked ? 'flex flex-col gap-2' : 'flex items-center gap-2';
  if (auth.user) {
    return (
      <div className={cls}>
        {hasEliteAccess(viewedAs(auth.user, preview)) && (
          <a href="/elite-dashboard" className="btn-secondary whitespace-nowrap">
            {stacked ? (
              'Elite Dashboard'
            ) : (
              <>
                {/* Short where the row is tight (1024–1279 px). */}
                <span className="xl:hidden">Elite</span>
                <span className="hidden xl:inline">Elite Dashboard</span>
              </>
            )}
          </a>
        )}
        <a href="/dashboard" className="btn-secondary whitespace-nowrap">
          Dashboard
        </a>
        <a href="/account" className="btn-ghost whitespace-nowrap">
          Account
        </a>
        <a href="/api/logout" className="btn-ghost whitespace-nowrap">
          Log out
        </a>
      </div>
    );
  }
  return (
    <div className={cls}>
      {/* A link first, so signing in works before hydration and with JavaScript off; the island opens the modal instead. */}
      <a href="/login" className="btn-ghost" aria-haspopup="dialog" {...linkButton(onLogin)}>
        Log in
      </a>
      <a href="/subscribe" className="btn-primary">
        Get Started
      </a>
    </div>
  );
}

function ThemeToggle() {
  const theme = useStore($theme);
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="btn-ghost px-2"
      aria-label={dark ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

/** Below 1280 px, where no gutter holds the floating FAQ button, the header opens quick answers (global.css). */
function FaqHeaderLauncher() {
  const open = useStore($faqOpen);
  return (
    <a
      href="/faq"
      className="faq-header-launcher btn-ghost h-9 w-9 rounded-full px-0 text-base font-bold"
      aria-label="Quick answers (FAQ)"
      aria-expanded={open}
      aria-controls="faq-widget-panel"
      {...linkButton(() => $faqOpen.set(!open))}
    >
      <span aria-hidden="true">?</span>
    </a>
  );
}

function LoginModal({ onClose }: { onClose: () => void }) {
  const ref = useDialog<HTMLDivElement>(true, onClose);
  return (
    <div
      role="presentation"
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/60 p-4"
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div ref={ref} role="dialog" aria-modal="true" aria-labelledby="login-title" className="card w-full max-w-sm">
        <div className="mb-4 flex items-center justify-between">
          <h2 id="login-title" className="text-xl font-bold">
            Log in
          </h2>
          <button type="button" className="btn-ghost px-2" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <LoginForm autoFocus />
      </div>
    </div>
  );
}

function StackedNavList({ links, currentPath }: { links: NavLink[]; currentPath: string }) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map((l) => (
        <li key={l.href}>
          <a
            href={l.href}
            aria-current={l.href === currentPath ? 'page' : undefined}
            className="block rounded-lg px-3 py-2 font-medium hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function MobileMenu({ links, currentPath, onClose, onLogin }: { links: NavLink[]; currentPath: string; onClose: () => void; onLogin: () => void }) {
  const ref = useDialog<HTMLDivElement>(true, onClose);
  return (
    <div role="presentation" className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        id="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="absolute inset-y-0 right-0 flex w-72 max-w-[85vw] flex-col gap-4 bg-white p-6 shadow-xl dark:bg-slate-900"
      >
        <button type="button" className="btn-ghost self-end px-2" aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </button>
        <nav aria-label="Mobile">
          <StackedNavList links={links} currentPath={currentPath} />
        </nav>
        <AuthActions
          stacked
          onLogin={() => {
            onClose();
            onLogin();
          }}
        />
      </div>
    </div>
  );
}

/**
 * The phone menu before hydration or without JavaScript: a plain list under the header that
 * the menu button's link reveals through `:target`. Once hydrated the dialog takes over.
 */
function FallbackMenu({ links, currentPath, retired, onLogin }: { links: NavLink[]; currentPath: string; retired: boolean; onLogin: () => void }) {
  return (
    <nav id={FALLBACK_MENU_ID} aria-label="Menu" className={retired ? 'hidden' : 'hidden border-t border-slate-200 max-lg:target:block dark:border-slate-800'}>
      <div className="container-page flex flex-col gap-4 py-4">
        <StackedNavList links={links} currentPath={currentPath} />
        <AuthActions stacked onLogin={onLogin} />
        <a href="#site-header" className="btn-ghost self-start">
          Close menu
        </a>
      </div>
    </nav>
  );
}

export default function Header({ brand, links, currentPath }: Props) {
  const [loginOpen, setLoginOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // False for the first render, so it matches the server's HTML; true once the island runs.
  const [hydrated, setHydrated] = useState(false);
  useEffect(syncTheme, []);
  useEffect(() => {
    setHydrated(true);
    // Opened through the link before hydration: hand the open menu over to the dialog.
    if (window.location.hash === `#${FALLBACK_MENU_ID}`) {
      history.replaceState(history.state, '', window.location.pathname + window.location.search);
      if (window.matchMedia(PHONE_WIDTH).matches) setMenuOpen(true);
    }
  }, []);

  return (
    <header id="site-header" className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="container-page flex h-16 items-center justify-between gap-3 xl:gap-4">
        <a href="/" className="text-lg font-extrabold tracking-tight text-brand-700 dark:text-brand-100">
          {brand}
        </a>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((l) => (
              <li key={l.href}>
                <a
                  href={l.href}
                  aria-current={l.href === currentPath ? 'page' : undefined}
                  className="whitespace-nowrap rounded-lg px-2 py-2 text-sm font-medium xl:px-3 text-slate-700 hover:bg-slate-100 aria-[current=page]:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-[current=page]:text-brand-100"
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <FaqHeaderLauncher />
          <ThemeToggle />
          <div className="hidden lg:block">
            <AuthActions onLogin={() => setLoginOpen(true)} />
          </div>
          {/* A link to the fallback menu until hydration, so the first tap always opens a menu. */}
          <a
            href={`#${FALLBACK_MENU_ID}`}
            className="btn-ghost px-2 lg:hidden"
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={hydrated ? 'mobile-menu' : FALLBACK_MENU_ID}
            {...linkButton(() => setMenuOpen(true))}
          >
            <MenuIcon />
          </a>
        </div>
      </div>
      <FallbackMenu links={links} currentPath={currentPath} retired={hydrated} onLogin={() => setLoginOpen(true)} />
      {menuOpen && <MobileMenu links={links} currentPath={currentPath} onClose={() => setMenuOpen(false)} onLogin={() => setLoginOpen(true)} />}
      {loginOpen && <LoginModal onClose={() => setLoginOpen(false)} />}
    </header>
  );
}
