// First-party stand-in for the third-party analytics beacon: loaded only after analytics
// consent (decisions.md). It records one page view in memory so tests can see it ran.
window.__careerPivotAnalytics = { loadedAt: Date.now(), pageviews: [location.pathname] };
