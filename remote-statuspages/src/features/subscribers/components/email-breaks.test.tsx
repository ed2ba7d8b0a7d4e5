import { render } from '@testing-library/react';
import { BreakableEmail, emailLineParts } from './email-breaks';

describe('emailLineParts', () => {
  it('may break after the "@" and before each dot, never inside a word', () => {
    expect(emailLineParts('operations.on-call@status-notifications.example.com')).toEqual([
      'operations',
      '.on-call@',
      'status-notifications',
      '.example',
      '.com',
    ]);
  });

  it('joins back into the address, odd ones included', () => {
    for (const email of ['a@b', '.lead@x..y.', 'no-at-sign', '@', 'ü.ß@例え.jp']) {
      expect(emailLineParts(email).join('')).toBe(email);
    }
  });

  it('gives nothing for an empty address', () => {
    expect(emailLineParts('')).toEqual([]);
  });
});

describe('BreakableEmail', () => {
  it('keeps the text of the address and offers a break between its parts', () => {
    const { container } = render(
      <span>
        <BreakableEmail email="ops.team@example.com" />
      </span>,
    );
    expect(container.textContent).toBe('ops.team@example.com');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
  });
});
