/**
 * The part of i18next the public page uses, for the lean bundles only (rspack.config.ts aliases `i18next`
 * here in the `lean` and `ssr` builds; jest and the federated remote use the real one). i18next is the
 * largest library of the page after React (~14 KB gzipped); what the page needs is a lookup with `{{name}}`
 * interpolation and plural forms, here in ~1 KB. Same answers as i18next for every public.* key in both
 * languages (lite-i18n.test.ts compares them).
 *
 * Supported: `createInstance().use(...).init({ lng, fallbackLng, resources, supportedLngs })` (synchronous),
 * `t(key, { count, lng, defaultValue, ...values })`, `getFixedT(lng)`, `changeLanguage`, `language`.
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
  isInitialized = false;
  options: InitOptions = {};
  private resources: Resources = {};
  private fallback = 'en';

  use(_plugin: unknown): this {
    return this;
  }

  init(options: InitOptions = {}): Promise<TFunction> {
    this.options = options;
    this.resources = options.resources ?? {};
    this.fallback = options.fallbackLng ?? 'en';
    this.setLanguage(options.lng ?? this.fallback);
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  private setLanguage(language: string) {
    this.language = language;
    this.languages = language === this.fallback ? [language] : [language, this.fallback];
  }

  changeLanguage(language: string): Promise<TFunction> {
    this.setLanguage(language);
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

  on(): void {}

  off(): void {}
}

export type i18n = LiteI18n;

const i18next = {
  createInstance: () => new LiteI18n(),
};

export default i18next;
