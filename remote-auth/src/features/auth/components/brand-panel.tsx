import { appConfig } from '@statusdeck/shared';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Wordmark } from '../../../components/wordmark';

/** "Anna Petrova" → "AP": a signed quote shows its author's initials in a circle. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * The product's pitch and a quote: the operator's (SIGNIN_QUOTE, with its author and role when they are
 * set), else a line about the product itself, signed by nobody.
 */
export function BrandPanel() {
  const { t } = useTranslation();
  const quote = appConfig().signInQuote;
  const author = quote?.author ?? null;
  return (
    <Panel aria-label={t('auth.brand.name')}>
      <Wordmark />
      <Pitch>
        <Welcome>{t('auth.brand.welcome')}</Welcome>
        <Tagline>{t('auth.brand.tagline')}</Tagline>
      </Pitch>
      <QuoteCard>
        <Quote>{t('auth.brand.quoted', { text: quote?.text ?? t('auth.brand.quote') })}</Quote>
        {author ? (
          <Author>
            <Initials aria-hidden="true">{initials(author)}</Initials>
            <span>
              <AuthorName>{author}</AuthorName>
              {quote?.role ? <AuthorRole>{quote.role}</AuthorRole> : null}
            </span>
          </Author>
        ) : null}
      </QuoteCard>
    </Panel>
  );
}

// Hidden below the mobile breakpoint (768 px), where the form takes the whole screen.
const Panel = styled.aside`
  display: none;
  flex-direction: column;
  justify-content: space-between;
  gap: 3rem;
  padding: 3rem;
  color: #f8fafc;
  background:
    radial-gradient(circle at 15% 10%, rgba(56, 189, 248, 0.35), transparent 45%),
    radial-gradient(circle at 85% 90%, rgba(34, 197, 94, 0.25), transparent 40%),
    linear-gradient(160deg, #0f172a 0%, #1e293b 100%);

  ${({ theme }) => theme.media.md} {
    display: flex;
  }
`;

const Pitch = styled.div`
  max-width: 28rem;
`;

const Welcome = styled.p`
  margin: 0 0 1rem;
  font-size: 2.25rem;
  font-weight: 700;
  line-height: 1.15;
  letter-spacing: -0.02em;
`;

const Tagline = styled.p`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.5;
  color: #cbd5e1;
`;

const QuoteCard = styled.figure`
  margin: 0;
  max-width: 28rem;
  padding: 1.5rem;
  border: 1px solid rgba(148, 163, 184, 0.25);
  border-radius: 12px;
  background: rgba(15, 23, 42, 0.45);
`;

const Quote = styled.blockquote`
  margin: 0;
  font-size: 1rem;
  line-height: 1.6;
`;

const Author = styled.figcaption`
  display: flex;
  margin-top: 1.25rem;
  align-items: center;
  gap: 0.75rem;
`;

const Initials = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: #38bdf8;
  color: #0f172a;
  font-weight: 700;
`;

const AuthorName = styled.span`
  display: block;
  font-weight: 600;
`;

const AuthorRole = styled.span`
  display: block;
  font-size: 0.875rem;
  color: #94a3b8;
`;
