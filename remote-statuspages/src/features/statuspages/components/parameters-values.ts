import type { Api } from '@statusdeck/shared';
import * as yup from 'yup';
import type { PageSettings } from '../api/update-page';
import {
  descriptionRule,
  languageRule,
  nameRule,
  optionalDomainRule,
  optionalUrlRule,
  slugRule,
  timeZoneRule,
} from '../page-rules';

/** The parameters form: optional addresses are '' in the form and null on the server. */
export type ParametersValues = {
  name: string;
  slug: string;
  description: string;
  website_url: string;
  support_url: string;
  time_zone: string;
  default_language: Api.Language;
  allow_subscribers: boolean;
  published: boolean;
  custom_domain: string;
};

export const parametersSchema = yup.object({
  name: nameRule,
  slug: slugRule,
  description: descriptionRule,
  website_url: optionalUrlRule,
  support_url: optionalUrlRule,
  time_zone: timeZoneRule,
  default_language: languageRule,
  custom_domain: optionalDomainRule,
});

export function parametersOf(page: Api.Page): ParametersValues {
  return {
    name: page.name,
    slug: page.slug,
    description: page.description,
    website_url: page.website_url ?? '',
    support_url: page.support_url ?? '',
    time_zone: page.time_zone,
    default_language: page.default_language,
    allow_subscribers: page.allow_subscribers,
    published: page.published,
    custom_domain: page.custom_domain ?? '',
  };
}

const nullable = (text: string) => (text.trim() === '' ? null : text.trim());

type ParameterSettings = Omit<PageSettings, 'brand_color' | 'theme'>;

function toSettings(values: ParametersValues): ParameterSettings {
  return {
    ...values,
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    website_url: nullable(values.website_url),
    support_url: nullable(values.support_url),
    custom_domain: nullable(values.custom_domain.toLowerCase()),
  };
}

/** Only what the user changed, in the server's shape: a PATCH never overwrites someone else's edit. */
export function changedParameters(
  initial: ParametersValues,
  values: ParametersValues,
): Partial<ParameterSettings> {
  const before = toSettings(initial);
  const after = toSettings(values);
  const keys = Object.keys(after) as (keyof ParameterSettings)[];
  return Object.fromEntries(keys.filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]));
}
