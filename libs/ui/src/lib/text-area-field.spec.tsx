import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './text-area-field';

function Controlled({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="Message"
      labelSuffix="(optional)"
      hint="Anything the reviewer should know."
      maxLength={20}
      error={error}
      value={value}
      onChange={(event) => setValue(event.target.value)}
    />
  );
}

describe('TextAreaField', () => {
  it('labels its text area, counts what is typed and stops at the limit', async () => {
    render(<Controlled />);
    const input = screen.getByLabelText('Message (optional)');
    expect(input).toHaveAccessibleDescription(
      'Anything the reviewer should know. 0 / 20 characters',
    );
    await userEvent.type(input, 'Please look at my headline');
    expect(input).toHaveValue('Please look at my he');
    expect(input).toHaveAccessibleDescription(
      'Anything the reviewer should know. 20 / 20 characters',
    );
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('announces its error and links it', () => {
    render(<Controlled error="Message is too long" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Message is too long');
    expect(screen.getByLabelText('Message (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message (optional)')).toHaveAccessibleDescription(
      /Message is too long$/,
    );
  });
});
