import { screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { Avatar, avatarLetter } from './avatar';

describe('avatarLetter', () => {
  it('is the first letter of the e-mail, upper-cased', () => {
    expect(avatarLetter('ann@example.com')).toBe('A');
    expect(avatarLetter('  žofie@example.com')).toBe('Ž');
  });

  it('is U when the e-mail is unknown', () => {
    expect(avatarLetter(undefined)).toBe('U');
    expect(avatarLetter(null)).toBe('U');
    expect(avatarLetter('')).toBe('U');
  });

  it('renders the letter, named by the e-mail', () => {
    renderThemed(<Avatar email="bob@example.com" />);
    expect(screen.getByRole('img', { name: 'bob@example.com' })).toHaveTextContent('B');
  });
});
