/**
 * Seeded randomness for everything that must draw the same way twice (the sample job corpus, the
 * held-out resumes, a mock interview's questions). Browser-safe and pure.
 */

/** mulberry32: small, fast, good enough for sampling; the same seed gives the same sequence in [0, 1). */
export function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** mulberry32 seeded from a string's FNV-1a hash: the same string, the same draw. */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return mulberry32(h);
}
