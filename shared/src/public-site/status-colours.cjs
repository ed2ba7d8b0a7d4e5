'use strict';
/*
 * The public page's status colours: which tone an incident's impact (or the page's overall indicator) and a
 * component's status take, and the colour of each tone in the light and dark themes. The one place the
 * public page's theme and the server (chat messages) read them. Plain CommonJS without dependencies, so the
 * built server requires it as it is; its types are in status-colours.d.cts.
 */

/** Text colours (AA on the theme's backgrounds) and solid fills (banner, bars), per tone. */
const LIGHT_TONES = Object.freeze({
  success: Object.freeze({ text: '#216e4e', fill: '#1f845a' }),
  warning: Object.freeze({ text: '#7f5f01', fill: '#e2b203' }),
  orange: Object.freeze({ text: '#a54800', fill: '#c25100' }),
  danger: Object.freeze({ text: '#ae2e24', fill: '#c9372c' }),
  maintenance: Object.freeze({ text: '#0055cc', fill: '#0c66e4' }),
  neutral: Object.freeze({ text: '#505f79', fill: '#b3b9c4' }),
});

const DARK_TONES = Object.freeze({
  success: Object.freeze({ text: '#4bce97', fill: '#4bce97' }),
  warning: Object.freeze({ text: '#f5cd47', fill: '#f5cd47' }),
  orange: Object.freeze({ text: '#fea362', fill: '#fea362' }),
  danger: Object.freeze({ text: '#fd9891', fill: '#f87168' }),
  maintenance: Object.freeze({ text: '#85b8ff', fill: '#579dff' }),
  neutral: Object.freeze({ text: '#a1acb9', fill: '#454f59' }),
});

const TONES = Object.freeze(['success', 'warning', 'orange', 'danger', 'maintenance', 'neutral']);

// The colours Statuspage users already read: green fine, yellow degraded, orange partial, red down, blue maintenance.
const STATUS_TONES = Object.freeze({
  operational: 'success',
  degraded_performance: 'warning',
  partial_outage: 'orange',
  major_outage: 'danger',
  under_maintenance: 'maintenance',
});

const INDICATOR_TONES = Object.freeze({
  none: 'success',
  minor: 'warning',
  major: 'orange',
  critical: 'danger',
  maintenance: 'maintenance',
});

/** The tone of a component status; unknown values (a newer server) are neutral. */
function statusTone(status) {
  return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status] : 'neutral';
}

/** The tone of an incident's impact or the page's overall indicator; unknown values are neutral. */
function indicatorTone(indicator) {
  return Object.hasOwn(INDICATOR_TONES, indicator) ? INDICATOR_TONES[indicator] : 'neutral';
}

module.exports = { LIGHT_TONES, DARK_TONES, TONES, statusTone, indicatorTone };
