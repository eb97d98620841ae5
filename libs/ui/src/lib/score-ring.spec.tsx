import { render, screen } from '@testing-library/react';
import { ScoreRing } from './score-ring';

describe('ScoreRing', () => {
  it('is a named meter from 0 to 100 with the score as its value', () => {
    render(<ScoreRing score={72} band="solid" label="Profile score" />);
    const meter = screen.getByRole('meter', { name: 'Profile score' });
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '100');
    expect(meter).toHaveAttribute('aria-valuenow', '72');
    expect(meter).toHaveAttribute('aria-valuetext', '72 out of 100');
  });

  it('clamps a score outside the range', () => {
    const { rerender } = render(<ScoreRing score={130} band="strong" label="Score" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    rerender(<ScoreRing score={-5} band="weak" label="Score" />);
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '0');
  });

  it('takes the colour of its band and the look of its size', () => {
    render(<ScoreRing score={45} band="average" size="small" label="Score" />);
    expect(screen.getByRole('meter')).toHaveClass('pp-score-ring--average', 'pp-score-ring--small');
  });

  it('shows "of 100" under the number in the large size only', () => {
    const { container, rerender } = render(<ScoreRing score={80} band="strong" label="Score" />);
    expect(container).toHaveTextContent('80of 100');
    rerender(<ScoreRing score={80} band="strong" size="small" label="Score" />);
    expect(container).toHaveTextContent(/^80$/);
  });

  it('fills the ring in proportion to the score', () => {
    const { container } = render(<ScoreRing score={50} band="average" label="Score" />);
    const circumference = 2 * Math.PI * 52;
    const value = container.querySelector('.pp-score-ring__value');
    expect(value).toHaveAttribute('stroke-dasharray', `${circumference / 2} ${circumference}`);
  });
});
