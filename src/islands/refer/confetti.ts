/**
 * A small canvas confetti burst, on code generation and on invite send.
 * Skipped for visitors who prefer reduced motion. `document.body.dataset.confetti` records
 * what happened ('played' | 'skipped') so browser tests can tell.
 */
const PIECES = 60;
const DURATION_MS = 1500;
const COLOURS = ['#2552d9', '#7c3aed', '#f59e0b', '#10b981', '#ef4444', '#ec4899'];

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  angle: number;
  spin: number;
  colour: string;
}

export function playConfetti(): void {
  if (typeof window === 'undefined') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    document.body.dataset.confetti = 'skipped';
    return;
  }
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) {
    document.body.dataset.confetti = 'skipped';
    return;
  }
  const dpr = Math.min(window.devicePixelRatio || 1, 2);
  const width = window.innerWidth;
  const height = window.innerHeight;
  canvas.width = width * dpr;
  canvas.height = height * dpr;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.dataset.confettiCanvas = '';
  canvas.style.cssText = 'position:fixed;inset:0;width:100vw;height:100vh;pointer-events:none;z-index:80';
  ctx.scale(dpr, dpr);
  document.body.appendChild(canvas);
  document.body.dataset.confetti = 'played';

  const pieces: Piece[] = Array.from({ length: PIECES }, (_, i) => ({
    x: width / 2 + (Math.random() - 0.5) * width * 0.2,
    y: height * 0.35,
    vx: (Math.random() - 0.5) * 14,
    vy: -6 - Math.random() * 10,
    size: 5 + Math.random() * 6,
    angle: Math.random() * Math.PI,
    spin: (Math.random() - 0.5) * 0.4,
    colour: COLOURS[i % COLOURS.length]!,
  }));

  const start = performance.now();
  let last = start;
  const frame = (now: number) => {
    const elapsed = now - start;
    const step = Math.min((now - last) / 16.7, 3);
    last = now;
    ctx.clearRect(0, 0, width, height);
    ctx.globalAlpha = Math.max(0, 1 - elapsed / DURATION_MS);
    for (const p of pieces) {
      p.vy += 0.35 * step;
      p.vx *= 0.99;
      p.x += p.vx * step;
      p.y += p.vy * step;
      p.angle += p.spin * step;
      ctx.save();
      ctx.translate(p.x, p.y);
      ctx.rotate(p.angle);
      ctx.fillStyle = p.colour;
      ctx.fillRect(-p.size / 2, -p.size / 4, p.size, p.size / 2);
      ctx.restore();
    }
    if (elapsed < DURATION_MS) requestAnimationFrame(frame);
    else canvas.remove();
  };
  requestAnimationFrame(frame);
  // Frames pause in a hidden tab; never leave the canvas behind.
  setTimeout(() => canvas.remove(), DURATION_MS + 500);
}
