/** US states (with DC) and the major cities used to read a resume's own location. */

export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina',
  SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia',
  WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', PR: 'Puerto Rico',
};

/** Full state name (lower case) → code. Also the usual short forms. */
export const STATE_CODE_BY_NAME: ReadonlyMap<string, string> = new Map([
  ...Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code] as [string, string]),
  ['washington dc', 'DC'], ['washington d.c.', 'DC'], ['d.c.', 'DC'],
]);

/**
 * Major US cities and the state each is in. A city whose name is shared by another large
 * city (Portland OR/ME, Springfield, Columbus GA/OH, Kansas City MO/KS...) keeps the larger
 * one here, but is only used alone (without a state on the resume) when listed in
 * `UNAMBIGUOUS_ALONE`.
 */
export const MAJOR_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['New York', 'NY'], ['Brooklyn', 'NY'], ['Queens', 'NY'], ['Bronx', 'NY'], ['Staten Island', 'NY'],
  ['Manhattan', 'NY'], ['Buffalo', 'NY'], ['Rochester', 'NY'], ['Albany', 'NY'], ['Syracuse', 'NY'],
  ['Los Angeles', 'CA'], ['San Francisco', 'CA'], ['San Diego', 'CA'], ['San Jose', 'CA'],
  ['Oakland', 'CA'], ['Sacramento', 'CA'], ['Fresno', 'CA'], ['Long Beach', 'CA'], ['Irvine', 'CA'],
  ['Santa Clara', 'CA'], ['Sunnyvale', 'CA'], ['Palo Alto', 'CA'], ['Mountain View', 'CA'],
  ['Berkeley', 'CA'], ['Pasadena', 'CA'], ['Anaheim', 'CA'], ['Riverside', 'CA'], ['Bakersfield', 'CA'],
  ['Chicago', 'IL'], ['Naperville', 'IL'], ['Houston', 'TX'], ['Dallas', 'TX'], ['Austin', 'TX'],
  ['San Antonio', 'TX'], ['Fort Worth', 'TX'], ['El Paso', 'TX'], ['Plano', 'TX'], ['Arlington', 'TX'],
  ['Phoenix', 'AZ'], ['Tucson', 'AZ'], ['Scottsdale', 'AZ'], ['Mesa', 'AZ'], ['Tempe', 'AZ'],
  ['Philadelphia', 'PA'], ['Pittsburgh', 'PA'], ['Jacksonville', 'FL'], ['Miami', 'FL'],
  ['Tampa', 'FL'], ['Orlando', 'FL'], ['Fort Lauderdale', 'FL'], ['St. Petersburg', 'FL'],
  ['Tallahassee', 'FL'], ['Columbus', 'OH'], ['Cleveland', 'OH'], ['Cincinnati', 'OH'],
  ['Indianapolis', 'IN'], ['Charlotte', 'NC'], ['Raleigh', 'NC'], ['Durham', 'NC'],
  ['Greensboro', 'NC'], ['Seattle', 'WA'], ['Spokane', 'WA'], ['Tacoma', 'WA'], ['Bellevue', 'WA'],
  ['Redmond', 'WA'], ['Denver', 'CO'], ['Boulder', 'CO'], ['Colorado Springs', 'CO'], ['Aurora', 'CO'],
  ['Washington', 'DC'], ['Boston', 'MA'], ['Cambridge', 'MA'], ['Worcester', 'MA'],
  ['Nashville', 'TN'], ['Memphis', 'TN'], ['Knoxville', 'TN'], ['Chattanooga', 'TN'],
  ['Detroit', 'MI'], ['Ann Arbor', 'MI'], ['Grand Rapids', 'MI'], ['Oklahoma City', 'OK'],
  ['Tulsa', 'OK'], ['Portland', 'OR'], ['Eugene', 'OR'], ['Las Vegas', 'NV'], ['Reno', 'NV'],
  ['Henderson', 'NV'], ['Louisville', 'KY'], ['Lexington', 'KY'], ['Baltimore', 'MD'],
  ['Milwaukee', 'WI'], ['Madison', 'WI'], ['Albuquerque', 'NM'], ['Santa Fe', 'NM'],
  ['Kansas City', 'MO'], ['St. Louis', 'MO'], ['Omaha', 'NE'], ['Lincoln', 'NE'],
  ['Atlanta', 'GA'], ['Savannah', 'GA'], ['Minneapolis', 'MN'], ['St. Paul', 'MN'],
  ['New Orleans', 'LA'], ['Baton Rouge', 'LA'], ['Wichita', 'KS'], ['Honolulu', 'HI'],
  ['Anchorage', 'AK'], ['Salt Lake City', 'UT'], ['Provo', 'UT'], ['Boise', 'ID'],
  ['Birmingham', 'AL'], ['Huntsville', 'AL'], ['Richmond', 'VA'], ['Virginia Beach', 'VA'],
  ['Norfolk', 'VA'], ['Des Moines', 'IA'], ['Little Rock', 'AR'], ['Jackson', 'MS'],
  ['Charleston', 'SC'], ['Columbia', 'SC'], ['Providence', 'RI'], ['Hartford', 'CT'],
  ['New Haven', 'CT'], ['Stamford', 'CT'], ['Newark', 'NJ'], ['Jersey City', 'NJ'],
  ['Hoboken', 'NJ'], ['Manchester', 'NH'], ['Burlington', 'VT'], ['Portland', 'ME'],
  ['Wilmington', 'DE'], ['Fargo', 'ND'], ['Sioux Falls', 'SD'], ['Billings', 'MT'],
  ['Cheyenne', 'WY'], ['San Juan', 'PR'],
];

/** Cities that name one place well enough to stand alone on a resume ("Chicago"). */
export const UNAMBIGUOUS_ALONE: ReadonlySet<string> = new Set([
  'New York', 'Brooklyn', 'Manhattan', 'Los Angeles', 'San Francisco', 'San Diego', 'San Jose',
  'Chicago', 'Houston', 'Dallas', 'Austin', 'San Antonio', 'Phoenix', 'Philadelphia', 'Pittsburgh',
  'Miami', 'Seattle', 'Denver', 'Boston', 'Nashville', 'Detroit', 'Las Vegas', 'Baltimore',
  'Milwaukee', 'Albuquerque', 'Atlanta', 'Minneapolis', 'New Orleans', 'Honolulu', 'Salt Lake City',
  'Oklahoma City', 'Indianapolis', 'Sacramento', 'Oakland', 'Tampa', 'Orlando', 'Raleigh',
  'Charlotte', 'Cincinnati', 'Cleveland', 'Tucson', 'Boise', 'Anchorage', 'Omaha', 'Louisville',
  'Memphis', 'St. Louis', 'Buffalo',
]);

/** Nicknames and short forms seen in contact lines. */
export const CITY_ALIASES: ReadonlyMap<string, readonly [string, string]> = new Map([
  ['nyc', ['New York', 'NY']],
  ['new york city', ['New York', 'NY']],
  ['la', ['Los Angeles', 'CA']],
  ['sf', ['San Francisco', 'CA']],
  ['washington dc', ['Washington', 'DC']],
  ['washington d.c.', ['Washington', 'DC']],
  ['dc', ['Washington', 'DC']],
  ['d.c.', ['Washington', 'DC']],
  ['saint louis', ['St. Louis', 'MO']],
  ['saint paul', ['St. Paul', 'MN']],
]);

const citiesByKey = new Map<string, Array<readonly [string, string]>>();
for (const entry of MAJOR_CITIES) {
  const key = entry[0].toLowerCase();
  citiesByKey.set(key, [...(citiesByKey.get(key) ?? []), entry]);
}

/** The major city of this name in this state, if any (case-insensitive; "Saint" = "St."). */
export function findCity(name: string, state?: string): readonly [string, string] | undefined {
  const key = name.toLowerCase().replace(/^saint\s+/, 'st. ').replace(/^st\s+/, 'st. ');
  const found = citiesByKey.get(key);
  if (!found) return undefined;
  return state ? found.find(([, s]) => s === state) : found[0];
}
