/**
 * The part of i18next the lean pages use, for their bundles only (remote-public's `lean` and `ssr` builds
 * and remote-auth's `lean` sign-in page alias `i18next` here; jest and the console use the real one).
 * i18next with react-i18next and the language detector is ~25 KB gzipped; what these pages need is a
 * lookup with `{{name}}` interpolation and plural forms, a language choice and its change, here in ~2 KB.
 * Same answers as i18next for every public.* and sign-in key in both languages (lite-i18n.test.ts).
 *
 * Supported: the default instance and `createInstance()`, `.use(detector or react plugin).init({ lng,
 * fallbackLng, resources, supportedLngs })` (synchronous), `t(key, { count, lng, defaultValue, ...values })`,
 * `getFixedT(lng)`, `changeLanguage` (cached by the detector, `languageChanged` emitted), `language`,
 * `resolvedLanguage`, `on`/`off`.
 * Keys are dot paths in the `translation` namespace; plurals are `key_one`/`_few`/`_many`/`_other` chosen
 * by Intl.PluralRules (and `key_zero` for 0 when present), as i18next's JSON v4.
 */
type Tree = { [key: string]: string | Tree };
type Resources = Record<string, { translation?: Tree }>;
export type InitOptions = {
  lng?: string;
  fallbackLng?: string;
  resources?: Resources;
  [option: string]: unknown;
};
export type TOptions = { count?: number; lng?: string; defaultValue?: string; [value: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

/** What a `languageDetector` plugin offers (lite/language-detector.ts). */
type Detector = { type: 'languageDetector'; detect(): string[]; cacheUserLanguage(language: string): void };
type Plugin = { type?: string; init?(i18n: LiteI18n): void };
type Listener = (language: string) => void;

const isDetector = (plugin: unknown): plugin is Detector =>
  typeof plugin === 'object' && plugin !== null && (plugin as Plugin).type === 'languageDetector';

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function find(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function interpolate(text: string, values: TOptions): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export class LiteI18n {
  language = 'en';
  languages: string[] = ['en'];
  resolvedLanguage = 'en';
  isInitialized = false;
  options: InitOptions = {};
  private resources: Resources = {};
  private fallback = 'en';
  private detector: Detector | null = null;
  private listeners = new Set<Listener>();

  use(plugin: unknown): this {
    if (isDetector(plugin)) this.detector = plugin;
    else (plugin as Plugin | null)?.init?.(this);
    return this;
  }

  init(options: InitOptions = {}): Promise<TFunction> {
    this.options = options;
    this.resources = options.resources ?? {};
    this.fallback = options.fallbackLng ?? 'en';
    const wanted = options.lng ? [options.lng] : (this.detector?.detect() ?? []);
    const language = this.supported(wanted);
    this.setLanguage(language);
    this.detector?.cacheUserLanguage(language);
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  /** The first wanted language (its base: 'en-US' is 'en') among supportedLngs, else the fallback. */
  private supported(wanted: string[]): string {
    const supported = this.options.supportedLngs;
    for (const candidate of wanted) {
      const base = String(candidate ?? '').split('-')[0] ?? '';
      if (!base) continue;
      if (!Array.isArray(supported) || supported.includes(base)) return base;
    }
    return this.fallback;
  }

  private setLanguage(language: string) {
    this.language = language;
    this.resolvedLanguage = language;
    this.languages = language === this.fallback ? [language] : [language, this.fallback];
  }

  changeLanguage(language: string): Promise<TFunction> {
    const next = this.supported([language]);
    this.setLanguage(next);
    this.detector?.cacheUserLanguage(next);
    for (const listener of [...this.listeners]) listener(next);
    return Promise.resolve(this.t);
  }

  private translate(language: string, key: string, options: TOptions = {}): string {
    const languages = language === this.fallback ? [language] : [language, this.fallback];
    const { count } = options;
    for (const lng of languages) {
      const tree = this.resources[lng]?.translation;
      let text: string | undefined;
      if (typeof count === 'number') {
        if (count === 0) text = find(tree, `${key}_zero`);
        text ??= find(tree, `${key}_${pluralOf(lng, count)}`);
      }
      text ??= find(tree, key);
      if (text !== undefined) return interpolate(text, options);
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  }

  t: TFunction = (key, options) => this.translate(options?.lng ?? this.language, key, options);

  getFixedT(language?: string | null): TFunction {
    return (key, options) => this.translate(options?.lng ?? language ?? this.language, key, options);
  }

  /** Only `languageChanged` is ever emitted. */
  on(event: string, listener: Listener): void {
    if (event === 'languageChanged') this.listeners.add(listener);
  }

  off(_event: string, listener: Listener): void {
    this.listeners.delete(listener);
  }

  createInstance(): LiteI18n {
    return new LiteI18n();
  }
}

export type i18n = LiteI18n;

/** The default instance, as i18next's (shared's toasts translate through it). */
const i18next = new LiteI18n();

export const createInstance = () => new LiteI18n();

export default i18next;
