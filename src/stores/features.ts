import { atom, onMount } from 'nanostores';
import { featureRoutes } from '~/lib/access';
import type { FeatureKey } from '~/lib/features';

/** The feature flags in force, loaded once per page on first use: null while loading, {} (all on) if they cannot be read. */
export const $features = atom<Partial<Record<FeatureKey, boolean>> | null>(null);

onMount($features, () => {
  if ($features.get() !== null) return;
  fetch(featureRoutes.features.path, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : null))
    .then((body: unknown) => {
      $features.set(body && typeof body === 'object' ? (body as Partial<Record<FeatureKey, boolean>>) : {});
    })
    // The server refuses what is off anyway; a page that cannot ask shows the feature.
    .catch(() => $features.set({}));
});
