import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './components';
import { FormError, PasswordField, TextField } from './forms';

describe('form primitives', () => {
  it('TextField labels its input and links its hint and error', () => {
    render(
      <TextField label="Email" hint="The address you signed up with." error="Email is required" />,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('The address you signed up with. Email is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
  });

  it('TextField without an error is not marked invalid and announces nothing', () => {
    render(<TextField label="Email" />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('PasswordField toggles visibility with a pressed-state button that keeps its name', async () => {
    render(<PasswordField label="Password" toggleLabel="Show password" />);
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveAttribute('aria-controls', input.id);
    await userEvent.keyboard('{Enter}');
    expect(input).toHaveAttribute('type', 'password');
  });

  it('FormError announces its message and renders nothing without one', () => {
    const { rerender } = render(<FormError />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>Login failed. Please try again.</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
  });

  it('a busy Button cannot be pressed again', async () => {
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
