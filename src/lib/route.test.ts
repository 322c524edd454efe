import { describe, expect, it } from 'vitest';
import { matchRoute, routeUrl } from './route';

describe('route addresses', () => {
  it('fills the path ids, encoded, and adds the query without empty values', () => {
    const route = { path: '/api/planner/:id/steps/:stepId' } as const;
    expect(routeUrl(route, { id: 'a b', stepId: 's/1' })).toBe('/api/planner/a%20b/steps/s%2F1');
    expect(routeUrl({ path: '/api/jobs' }, {}, { q: 'nurse', page: 2, remote: undefined, tag: ['a', 'b'] })).toBe('/api/jobs?q=nurse&page=2&tag=a&tag=b');
  });

  it('refuses to call a path with an id missing', () => {
    expect(() => routeUrl({ path: '/api/planner/:id' }, {})).toThrow('/api/planner/:id needs :id.');
  });

  it('reads the ids of an address, and nothing from another path', () => {
    expect(matchRoute('/api/planner/:id/steps/:stepId', '/api/planner/p1/steps/s%201')).toEqual({ id: 'p1', stepId: 's 1' });
    expect(matchRoute('/api/planner/:id', '/api/planner/p1/steps')).toBeNull();
    expect(matchRoute('/api/planner/:id', '/api/tracker/p1')).toBeNull();
    expect(matchRoute('/api/planner/:id', '/api/planner/%E0%A4%A')).toBeNull();
  });
});
