import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../app/paths';
import notFoundPicture from '../../../assets/not-found.svg';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
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

/** Any unknown path: 404, a title, a picture, a description and a way home (SPEC.md §2). */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Page>
      <div>
        <Code>404</Code>
        <Title>{t('notFound.title')}</Title>
        <Picture src={notFoundPicture} alt={t('notFound.pictureAlt')} width={320} height={200} />
        <Description>{t('notFound.description')}</Description>
        <Link to={paths.dashboard}>{t('notFound.homeLink')}</Link>
      </div>
    </Page>
  );
}
