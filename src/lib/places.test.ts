import { describe, expect, it } from 'vitest';
import metroFile from '@content/jobs/metro-areas.json';
import sampleCorpus from '@content/jobs/sample-corpus.json';
import { describePlace, metroOf, parsePlace, parsePlaceTerms, placeLevel, placeMatches, type Place, type PlaceQuery } from './places';

const onsite = (city: string, state: string): Place => ({ city, state, remote: false });
const remoteJob: Place = { city: null, state: null, remote: true };

/** Whether a job in `city, state` shows up for what the member typed. */
function shows(typed: string, job: Place): boolean {
  const query = parsePlace(typed);
  if (!query) throw new Error(`"${typed}" did not parse`);
  return placeMatches(query, job);
}

describe('the location filter never matches by substring', () => {
  it('"CO" does not find San Francisco, CA', () => {
    expect(shows('CO', onsite('San Francisco', 'CA'))).toBe(false);
    expect(shows('CO', onsite('Denver', 'CO'))).toBe(true);
  });

  it('"IL" does not find Nashville, TN', () => {
    expect(shows('IL', onsite('Nashville', 'TN'))).toBe(false);
    expect(shows('IL', onsite('Chicago', 'IL'))).toBe(true);
  });

  it('"OR" does not find Orlando, FL', () => {
    expect(shows('OR', onsite('Orlando', 'FL'))).toBe(false);
    expect(shows('OR', onsite('Portland', 'OR'))).toBe(true);
  });

  it('"NC" does not find Cincinnati, OH', () => {
    expect(shows('NC', onsite('Cincinnati', 'OH'))).toBe(false);
    expect(shows('NC', onsite('Charlotte', 'NC'))).toBe(true);
  });

  it('"WA" finds Seattle, WA but not Washington, DC', () => {
    expect(shows('WA', onsite('Washington', 'DC'))).toBe(false);
    expect(shows('WA', onsite('Seattle', 'WA'))).toBe(true);
  });

  it('a city does not find a longer name that contains it', () => {
    expect(shows('Kansas City, MO', onsite('North Kansas City', 'MO'))).toBe(true); // same metro, not same name
    expect(shows('Portland, OR', onsite('Portland', 'ME'))).toBe(false);
    expect(shows('York, PA', onsite('New York', 'NY'))).toBe(false);
  });
});

describe('parsePlace', () => {
  it('reads cities with a state code or name, in any case', () => {
    expect(parsePlace('Salt Lake City, UT')).toEqual({ kind: 'city', city: 'Salt Lake City', state: 'UT' });
    expect(parsePlace('salt lake city, utah')).toEqual({ kind: 'city', city: 'Salt Lake City', state: 'UT' });
    expect(parsePlace('Denver CO')).toEqual({ kind: 'city', city: 'Denver', state: 'CO' });
    expect(parsePlace('kansas city kansas')).toEqual({ kind: 'city', city: 'Kansas City', state: 'KS' });
    expect(parsePlace('Saint Louis, Missouri 63101')).toEqual({ kind: 'city', city: 'St. Louis', state: 'MO' });
    expect(parsePlace('Springfield, IL')).toEqual({ kind: 'city', city: 'Springfield', state: 'IL' });
  });

  it('reads state names and codes alike', () => {
    expect(parsePlace('Utah')).toEqual({ kind: 'state', state: 'UT' });
    expect(parsePlace('UT')).toEqual({ kind: 'state', state: 'UT' });
    expect(parsePlace('co')).toEqual({ kind: 'state', state: 'CO' });
    expect(parsePlace('north carolina')).toEqual({ kind: 'state', state: 'NC' });
    expect(parsePlace('Washington')).toEqual({ kind: 'state', state: 'WA' });
    expect(parsePlace('New York State')).toEqual({ kind: 'state', state: 'NY' });
  });

  it('tells the District from Washington state', () => {
    const dc = { kind: 'city', city: 'Washington', state: 'DC' };
    expect(parsePlace('Washington, DC')).toEqual(dc);
    expect(parsePlace('Washington DC')).toEqual(dc);
    expect(parsePlace('washington, d.c.')).toEqual(dc);
    expect(parsePlace('DC')).toEqual(dc);
  });

  it('reads a known city alone, and nicknames', () => {
    expect(parsePlace('New York')).toEqual({ kind: 'city', city: 'New York', state: 'NY' });
    expect(parsePlace('NYC')).toEqual({ kind: 'city', city: 'New York', state: 'NY' });
    expect(parsePlace('SF')).toEqual({ kind: 'city', city: 'San Francisco', state: 'CA' });
    expect(parsePlace('chicago')).toEqual({ kind: 'city', city: 'Chicago', state: 'IL' });
    expect(parsePlace('Portland')).toEqual({ kind: 'city', city: 'Portland', state: 'OR' });
  });

  it('reads remote', () => {
    expect(parsePlace('Remote')).toEqual({ kind: 'remote' });
    expect(parsePlace('remote only')).toEqual({ kind: 'remote' });
  });

  it('returns null for what is not a place', () => {
    expect(parsePlace('xx')).toBeNull();
    expect(parsePlace('')).toBeNull();
    expect(parsePlace('   ')).toBeNull();
    expect(parsePlace('asdf qwerty')).toBeNull();
    expect(parsePlace('12345')).toBeNull();
    expect(parsePlace('Gotham, XX')).toBeNull();
    expect(parsePlace('!!!, CA')).toBeNull();
  });
});

describe('placeMatches', () => {
  it('matches a city case-insensitively and across spellings', () => {
    expect(shows('tampa, fl', onsite('Tampa', 'FL'))).toBe(true);
    expect(shows('TAMPA FL', onsite('Tampa', 'FL'))).toBe(true);
    expect(shows('Saint Paul, MN', onsite('St. Paul', 'MN'))).toBe(true);
    expect(placeMatches({ kind: 'city', city: 'San Jose', state: 'CA' }, onsite('San José', 'CA'))).toBe(true);
  });

  it('finds a suburb for its metro city', () => {
    expect(shows('Boston, MA', onsite('Cambridge', 'MA'))).toBe(true);
    expect(shows('Boston', onsite('Nashua', 'NH'))).toBe(true);
    expect(shows('Washington, DC', onsite('Arlington', 'VA'))).toBe(true);
    expect(shows('New York', onsite('Jersey City', 'NJ'))).toBe(true);
    // And the other way: a city in the metro finds jobs in its main city.
    expect(shows('Cambridge, MA', onsite('Boston', 'MA'))).toBe(true);
    expect(shows('St. Petersburg, FL', onsite('Tampa', 'FL'))).toBe(true);
  });

  it('finds Kansas City, KS for Kansas City, MO (one metro across the state line)', () => {
    expect(shows('Kansas City, MO', onsite('Kansas City', 'KS'))).toBe(true);
    expect(shows('Kansas City, MO', onsite('Overland Park', 'KS'))).toBe(true);
  });

  it('keeps a same-named place in another state out', () => {
    expect(shows('Arlington, VA', onsite('Arlington', 'TX'))).toBe(false);
    expect(shows('Washington, DC', onsite('Washington', 'PA'))).toBe(false);
    expect(shows('Washington, DC', onsite('Baltimore', 'MD'))).toBe(false);
    expect(shows('Dallas', onsite('Houston', 'TX'))).toBe(false);
  });

  it('finds only remote jobs for "Remote"', () => {
    expect(shows('Remote', remoteJob)).toBe(true);
    expect(shows('Remote', { city: 'Denver', state: 'CO', remote: true })).toBe(true);
    expect(shows('Remote', onsite('Denver', 'CO'))).toBe(false);
    // A remote job with no place is not in Colorado.
    expect(shows('CO', remoteJob)).toBe(false);
  });
});

describe('placeLevel', () => {
  const denver: Place = { city: 'Denver', state: 'CO', remote: false };

  it('ranks the same city, its metro, its state, remote and elsewhere', () => {
    expect(placeLevel(onsite('Denver', 'CO'), denver)).toBe('city');
    expect(placeLevel(onsite('Aurora', 'CO'), denver)).toBe('metro');
    expect(placeLevel(onsite('Colorado Springs', 'CO'), denver)).toBe('state');
    expect(placeLevel(remoteJob, denver)).toBe('remote');
    expect(placeLevel(onsite('Aurora', 'IL'), denver)).toBe('other');
  });

  it('takes a typed query as well as a resume place', () => {
    expect(placeLevel(onsite('Provo', 'UT'), parsePlace('Utah'))).toBe('state');
    expect(placeLevel(onsite('Cambridge', 'MA'), parsePlace('Boston'))).toBe('metro');
    expect(placeLevel(remoteJob, parsePlace('remote'))).toBe('remote');
    expect(placeLevel(onsite('Boston', 'MA'), parsePlace('remote'))).toBe('other');
  });

  it('calls a remote job the best fit for a person who works remotely', () => {
    expect(placeLevel({ city: 'Austin', state: 'TX', remote: true }, { ...denver, remote: true })).toBe('remote');
  });

  it('is null when the person gives no place', () => {
    expect(placeLevel(onsite('Denver', 'CO'), null)).toBeNull();
    expect(placeLevel(onsite('Denver', 'CO'), { city: null, state: null, remote: false })).toBeNull();
  });
});

describe('metroOf', () => {
  it('names the metro of its city and its places', () => {
    expect(metroOf('Boston', 'MA')).toBe('Boston, MA');
    expect(metroOf('cambridge', 'ma')).toBe('Boston, MA');
    expect(metroOf('Kansas City', 'KS')).toBe('Kansas City, MO');
    expect(metroOf('Springfield', 'IL')).toBeNull();
    expect(metroOf('Arlington', null)).toBeNull(); // Texas or Virginia
  });

  it('covers every corpus metro, joining only Cambridge into Boston and St. Petersburg into Tampa', () => {
    const corpus = sampleCorpus.metros;
    expect(metroFile.metros.map((m) => `${m.city}, ${m.state}`)).toEqual(corpus.map((m) => `${m.city}, ${m.state}`));
    const keys = corpus.map((m) => metroOf(m.city, m.state));
    expect(keys.every((k) => k !== null)).toBe(true);
    expect(new Set(keys).size).toBe(corpus.length - 2);
    for (const m of metroFile.metros) {
      expect(m.places.length).toBeGreaterThanOrEqual(5);
      expect(m.places.length).toBeLessThanOrEqual(15);
    }
  });
});

describe('describePlace', () => {
  it('says the place in a few words', () => {
    const say = (typed: string) => describePlace(parsePlace(typed) as PlaceQuery);
    expect(say('salt lake city, ut')).toBe('Salt Lake City');
    expect(say('UT')).toBe('Utah');
    expect(say('remote')).toBe('remote');
    expect(say('Washington DC')).toBe('Washington, DC');
    expect(say('Washington')).toBe('Washington');
  });
});

describe('parsePlaceTerms', () => {
  it('joins a city and its state that the page split at the comma', () => {
    expect(parsePlaceTerms(['Salt Lake City', 'UT'])).toEqual([{ kind: 'city', city: 'Salt Lake City', state: 'UT' }]);
    expect(parsePlaceTerms(['Tampa', 'FL', 'Remote'])).toEqual([{ kind: 'city', city: 'Tampa', state: 'FL' }, { kind: 'remote' }]);
  });

  it('keeps a state alone as a state, and an unknown word as a whole city name', () => {
    expect(parsePlaceTerms(['Utah'])).toEqual([{ kind: 'state', state: 'UT' }]);
    expect(parsePlaceTerms(['Smallville'])).toEqual([{ kind: 'city', city: 'Smallville', state: null }]);
    expect(parsePlaceTerms(['', '  '])).toEqual([]);
  });

  it('never lets a state code match inside a city name', () => {
    const [co] = parsePlaceTerms(['CO']);
    expect(placeMatches(co!, { city: 'San Francisco', state: 'CA', remote: false })).toBe(false);
    expect(placeMatches(co!, { city: 'Denver', state: 'CO', remote: false })).toBe(true);
  });
});
