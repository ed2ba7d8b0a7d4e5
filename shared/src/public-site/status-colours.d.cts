// Types of status-colours.cjs (plain CommonJS so the built server requires it without a build step).

export type Tone = 'success' | 'warning' | 'orange' | 'danger' | 'maintenance' | 'neutral';

/** A tone's text colour (AA on the theme's backgrounds) and solid fill, as `#rrggbb`. */
export type ToneColours = { readonly text: string; readonly fill: string };

export declare const LIGHT_TONES: Readonly<Record<Tone, ToneColours>>;
export declare const DARK_TONES: Readonly<Record<Tone, ToneColours>>;
export declare const TONES: readonly Tone[];

/** The tone of a component status; unknown values (a newer server) are neutral. */
export declare function statusTone(status: string): Tone;

/** The tone of an incident's impact or the page's overall indicator; unknown values are neutral. */
export declare function indicatorTone(indicator: string): Tone;
