import { type Api, ApiError } from '@statusdeck/shared';
import * as yup from 'yup';
import type { AppearanceChanges } from '../api/update-page';
import { brandColorRule } from '../page-rules';

/** Images follow the kit's FileField: undefined = keep, File = replace, null = remove. */
export type AppearanceValues = {
  logo: File | null | undefined;
  favicon: File | null | undefined;
  brand_color: string;
  theme: Api.Page['theme'];
};

export const appearanceSchema = yup.object({
  brand_color: brandColorRule,
  theme: yup.string().oneOf(['light', 'dark', 'auto']).required(),
});

export function appearanceOf(page: Api.Page): AppearanceValues {
  return { logo: undefined, favicon: undefined, brand_color: page.brand_color, theme: page.theme };
}

/** Only what changed: untouched images are not sent, so saving a colour never re-uploads a logo. */
export function changedAppearance(page: Api.Page, values: AppearanceValues): AppearanceChanges {
  const changes: AppearanceChanges = {};
  const color = values.brand_color.toLowerCase();
  if (color !== page.brand_color.toLowerCase()) changes.brand_color = color;
  if (values.theme !== page.theme) changes.theme = values.theme;
  // Removing an image the page never had is no change.
  if (values.logo instanceof File || (values.logo === null && page.logo_url)) changes.logo = values.logo;
  if (values.favicon instanceof File || (values.favicon === null && page.favicon_url))
    changes.favicon = values.favicon;
  return changes;
}

const IMAGE_ERRORS: Record<string, string> = {
  unsupported_image: 'statuspages.appearance.unsupportedImage',
  file_too_large: 'statuspages.appearance.fileTooLarge',
};

function namedField(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const details = 'details' in body && Array.isArray(body.details) ? body.details : [];
  const field: unknown = details[0]?.field ?? ('field' in body ? body.field : undefined);
  return typeof field === 'string' ? field : undefined;
}

/** The server's verdict on an uploaded image, on that image's field (the one named, else the one sent). */
export function imageFieldErrors(
  error: unknown,
  values: AppearanceValues,
): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || !error.code || !(error.code in IMAGE_ERRORS)) return undefined;
  const named = namedField(error.body);
  const field =
    named === 'logo' || named === 'favicon' ? named : values.logo instanceof File ? 'logo' : 'favicon';
  return { [field]: IMAGE_ERRORS[error.code] ?? 'forms.errors.invalidValue' };
}
