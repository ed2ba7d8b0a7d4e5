import { screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { Badge } from './badge';
import { componentStatusTone, impactTone } from './status-tone';

describe('status tones', () => {
  it.each([
    ['operational', 'success'],
    ['degraded_performance', 'warning'],
    ['partial_outage', 'orange'],
    ['major_outage', 'danger'],
    ['under_maintenance', 'maintenance'],
    ['something_new', 'neutral'],
  ])('shows component status %s as %s', (status, tone) => {
    expect(componentStatusTone(status)).toBe(tone);
  });

  it.each([
    ['none', 'success'],
    ['minor', 'warning'],
    ['major', 'orange'],
    ['critical', 'danger'],
    ['maintenance', 'maintenance'],
    ['toString', 'neutral'],
  ])('shows impact %s as %s', (impact, tone) => {
    expect(impactTone(impact)).toBe(tone);
  });
});

describe('Badge', () => {
  it('says the status in text, with a decorative dot', () => {
    renderThemed(
      <Badge tone={componentStatusTone('major_outage')} dot>
        Major outage
      </Badge>,
    );
    const badge = screen.getByText('Major outage');
    expect(badge).toHaveAttribute('data-tone', 'danger');
    expect(badge.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});
