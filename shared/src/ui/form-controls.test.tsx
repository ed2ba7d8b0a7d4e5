import { fireEvent, screen } from '@testing-library/react';
import { renderThemed } from '../testing/render-themed';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels its input', () => {
    renderThemed(<TextField label="Email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('marks the input invalid and describes it by the error', () => {
    renderThemed(<TextField label="Email" error="Enter a valid e-mail address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid e-mail address');
  });

  it('keeps an empty line for the error when asked, hidden and not describing the input', () => {
    const { container } = renderThemed(<TextField label="Ends" hint="Page time" reserveErrorSpace />);
    const input = screen.getByLabelText('Ends');
    const reserved = container.querySelector('[data-reserved-error]');
    expect(reserved).toHaveAttribute('aria-hidden', 'true');
    expect(reserved?.textContent).toBe('\u00a0');
    expect(input).toHaveAccessibleDescription('Page time');
    expect(input).not.toHaveAttribute('reserveErrorSpace');
  });

  it('shows the error in the reserved line once there is one', () => {
    const { container } = renderThemed(
      <TextField label="Ends" hint="Page time" error="The end must be after the start" reserveErrorSpace />,
    );
    expect(container.querySelector('[data-reserved-error]')).toBeNull();
    expect(screen.getByLabelText('Ends')).toHaveAccessibleDescription(
      'Page time The end must be after the start',
    );
  });

  it('keeps no line for an error that is not there by default', () => {
    const { container } = renderThemed(<TextField label="Name" />);
    expect(container.querySelector('[data-reserved-error]')).toBeNull();
  });
});

describe('Checkbox', () => {
  it('is a checkbox named by its label', () => {
    const onChange = jest.fn();
    renderThemed(<Checkbox label="Remember me" onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('Button', () => {
  it('is a non-submitting button by default', () => {
    renderThemed(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('is disabled and busy while loading', () => {
    const onClick = jest.fn();
    renderThemed(
      <Button loading onClick={onClick} type="submit">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
