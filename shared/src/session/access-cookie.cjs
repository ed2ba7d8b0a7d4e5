// The cookie that carries the access token beside localStorage (plain CommonJS so the built server
// requires it without a build step): the server reads it on a navigation to the dashboard to send the
// screen as HTML before the scripts. It never authenticates an API call (the API reads the bearer only).
'use strict';

const ACCESS_COOKIE = 'sd_access';

/** The cookie's value in a Cookie header, or null. */
function readAccessCookie(header) {
  if (typeof header !== 'string' || header === '') return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== ACCESS_COOKIE) continue;
    const value = part.slice(at + 1).trim();
    return value === '' ? null : value;
  }
  return null;
}

module.exports = { ACCESS_COOKIE, readAccessCookie };
