import { type Api, Card, paths, VisuallyHidden } from '@statusdeck/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Permission } from '../../../hooks/use-permissions';

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Progress = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: grid;
  grid-template-columns: 1.5rem 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const Mark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border-radius: 50%;
  border: 2px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.border)};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type SetupStep = {
  key: string;
  label: string;
  hint: string;
  done: boolean;
  to: string;
  /** Who may take the step (the others see it without a link). */
  permission: Permission;
};

/** The setup steps of a new organisation, each done once any page has got that far. */
export function setupSteps(pages: readonly Api.DashboardPage[]): SetupStep[] {
  const first = pages[0];
  const pageLink = first ? paths.statusPage(first.id) : paths.addStatusPage();
  return [
    {
      key: 'page',
      label: 'dashboard.stepCreatePage',
      hint: 'dashboard.stepCreatePageHint',
      done: pages.length > 0,
      to: paths.addStatusPage(),
      permission: 'pages.create',
    },
    {
      key: 'components',
      label: 'dashboard.stepComponents',
      hint: 'dashboard.stepComponentsHint',
      done: pages.some((page) => page.component_count > 0),
      to: first ? paths.addComponent(first.id) : pageLink,
      permission: 'components.edit',
    },
    {
      key: 'publish',
      label: 'dashboard.stepPublish',
      hint: 'dashboard.stepPublishHint',
      done: pages.some((page) => page.published),
      to: pageLink,
      permission: 'pages.edit',
    },
  ];
}

/** Whether the organisation still has setting up to do (the checklist shows until every step is done). */
export function setupPending(pages: readonly Api.DashboardPage[]): boolean {
  return setupSteps(pages).some((step) => !step.done);
}

/**
 * First page → components → publish, each linking to its screen and saying whether it is done. A step links
 * only for those who may take it; a viewer reads where the organisation stands.
 */
type Props = { pages: readonly Api.DashboardPage[]; can(permission: Permission): boolean };

export function SetupChecklist({ pages, can }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const steps = setupSteps(pages);
  const done = steps.filter((step) => step.done).length;
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="dashboard-checklist">
      <Title id={titleId}>{t('dashboard.checklistTitle')}</Title>
      <Progress>{t('dashboard.checklistProgress', { done, total: steps.length })}</Progress>
      <Steps>
        {steps.map((step) => (
          <Step key={step.key} data-done={step.done}>
            <Mark $done={step.done} aria-hidden="true">
              {step.done ? '✓' : ''}
            </Mark>
            <div>
              <VisuallyHidden>
                {step.done ? t('dashboard.stepDone') : t('dashboard.stepToDo')}:{' '}
              </VisuallyHidden>
              {can(step.permission) && !step.done ? (
                <Link to={step.to}>{t(step.label)}</Link>
              ) : (
                <span>{t(step.label)}</span>
              )}
              <Hint>{t(step.hint)}</Hint>
            </div>
          </Step>
        ))}
      </Steps>
    </Card>
  );
}
