/**
 * pdf-parse, loaded on first use. Its pdf.js legacy build brings core-js, which installs
 * polyfills over built-ins Node already has (Array.prototype.push, JSON.parse,
 * Function.prototype.toString, Blob, AbortSignal…) because of small spec gaps no code here relies
 * on. In a process that serves every function (npm start) that slowed each request, since every
 * `push` and `JSON.parse` ran through JavaScript. So the built-ins it replaced are put back;
 * what it adds (Promise.withResolvers, DOMMatrix…) stays for pdf.js.
 */
type PdfLibrary = typeof import('pdf-parse');

/** Where core-js replaces natives; checked by src/server/resumes/pdf-library.test.ts. */
const GUARDED_TARGETS: object[] = [
  globalThis,
  Object,
  Array,
  Array.prototype,
  String.prototype,
  Function.prototype,
  Promise,
  Promise.prototype,
  Map.prototype,
  Set.prototype,
  JSON,
  Math,
  Number,
  RegExp.prototype,
  Uint8Array,
  Object.getPrototypeOf(Uint8Array.prototype) as object,
  ArrayBuffer.prototype,
  Error,
];

function snapshot(): Map<object, Map<PropertyKey, PropertyDescriptor>> {
  const taken = new Map<object, Map<PropertyKey, PropertyDescriptor>>();
  for (const target of GUARDED_TARGETS) {
    const own = new Map<PropertyKey, PropertyDescriptor>();
    for (const key of Reflect.ownKeys(target)) own.set(key, Object.getOwnPropertyDescriptor(target, key)!);
    taken.set(target, own);
  }
  return taken;
}

/** Puts back every built-in whose value or getter changed; returns the names restored. */
export function restoreBuiltins(before: Map<object, Map<PropertyKey, PropertyDescriptor>>): string[] {
  const restored: string[] = [];
  for (const [target, own] of before) {
    for (const [key, descriptor] of own) {
      const now = Object.getOwnPropertyDescriptor(target, key);
      const changed = !now || now.value !== descriptor.value || now.get !== descriptor.get;
      if (changed && !(typeof descriptor.value === 'number' && Number.isNaN(descriptor.value))) {
        Object.defineProperty(target, key, descriptor);
        restored.push(String(key));
      }
    }
  }
  return restored;
}

let loading: Promise<PdfLibrary> | undefined;

export function loadPdfLibrary(): Promise<PdfLibrary> {
  loading ??= (async () => {
    const before = snapshot();
    // The worker module first: it installs the canvas globals (DOMMatrix…) and gives pdf.js a
    // worker source that survives function bundling.
    const { getData } = await import('pdf-parse/worker');
    const library = await import('pdf-parse');
    restoreBuiltins(before);
    library.PDFParse.setWorker(getData());
    return library;
  })();
  return loading;
}
