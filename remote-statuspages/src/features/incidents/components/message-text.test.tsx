import { render, screen } from '@testing-library/react';
import { linkParts, MessageText } from './message-text';

it('keeps markup as text: a <script> or an <img onerror> is shown, never run or parsed', () => {
  const text = '<script>window.hacked = true</script>\n<img src=x onerror="alert(1)"> <b>bold</b>';
  const { container } = render(<MessageText text={text} />);
  expect(container.querySelector('script, img, b')).toBeNull();
  expect(container.textContent).toBe(text);
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});

it('keeps line breaks and turns http and https addresses into safe links that open in a new tab', () => {
  const { container } = render(
    <MessageText text={'Fixed.\nDetails: https://acme.example/post-mortem?id=1. Also http://b.example'} />,
  );
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://acme.example/post-mortem?id=1',
    'http://b.example',
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  }
  // The line break stays a character, shown by white-space: pre-wrap.
  expect(container.textContent).toBe(
    'Fixed.\nDetails: https://acme.example/post-mortem?id=1. Also http://b.example',
  );
});

it('links no other scheme', () => {
  render(<MessageText text="javascript:alert(1) data:text/html,x ftp://files.example mailto:a@b.example" />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('leaves sentence punctuation outside a link but keeps brackets an address opened', () => {
  expect(linkParts('(see https://a.example/x), then')).toEqual([
    { text: '(see ' },
    { text: 'https://a.example/x', href: 'https://a.example/x' },
    { text: '), then' },
  ]);
  expect(linkParts('https://en.example/wiki/Foo_(bar)')).toEqual([
    { text: 'https://en.example/wiki/Foo_(bar)', href: 'https://en.example/wiki/Foo_(bar)' },
  ]);
});
