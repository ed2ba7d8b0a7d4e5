import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import notFoundPicture from '../assets/not-found.svg';
import { paths } from '../routes/paths';
import { useDocumentTitle } from './use-document-title';

const Page = styled.div<{ $fullPage: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : 'auto')};
  padding: 2rem;
  text-align: center;
`;

const Code = styled.h1`
  margin: 0;
  font-size: 4rem;
  line-height: 1;
`;

const Title = styled.h2`
  margin: 0.5rem 0 1.5rem;
`;

const Picture = styled.img`
  max-width: 100%;
  height: auto;
`;

const Description = styled.p`
  max-width: 28rem;
  margin: 1.5rem auto;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export type NotFoundScreenProps = {
  /**
   * A whole page of its own (the default) is the document's `main` landmark; inside the
   * signed-in layout, which already has one, pass false to render a plain block.
   */
  fullPage?: boolean;
};

/** Any unknown path: 404, a title, a picture, a description and a way home. */
export function NotFoundScreen({ fullPage = true }: NotFoundScreenProps) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Page as={fullPage ? 'main' : 'div'} $fullPage={fullPage} data-testid="not-found">
      <div>
        <Code>404</Code>
        <Title>{t('notFound.title')}</Title>
        <Picture src={notFoundPicture} alt={t('notFound.pictureAlt')} width={320} height={200} />
        <Description>{t('notFound.description')}</Description>
        <Link to={paths.dashboard()}>{t('notFound.homeLink')}</Link>
      </div>
    </Page>
  );
}
