import { createDefaultFormData, REPORT_CHECK_IDS, todoItems } from '@profileproof/analysis';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ReportView } from './report-view';

const form = {
  ...createDefaultFormData(),
  hasCustomURL: true,
  hasProfileSummary: true,
  newlyCreated: true,
  lowConnections: true,
};
const words = 'Summary\n-------\nA hand-written note from your reviewer.';

describe('ReportView', () => {
  it('shows the four headline figures, each with its value in words', () => {
    render(<ReportView form={form} reply={words} />);
    expect(screen.getByRole('meter', { name: 'Profile score' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Spam likelihood' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(screen.getByText('2 of 5 risk flags')).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();
  });

  it('lists every check once, in five sections, flags marked in words', () => {
    const { container } = render(<ReportView form={form} reply={words} />);
    const rows = [...container.querySelectorAll('[data-check]')].map((row) =>
      row.getAttribute('data-check'),
    );
    expect(rows).toEqual(REPORT_CHECK_IDS);
    const risk = screen.getByRole('region', { name: 'Risk flags' });
    expect(within(risk).getAllByText('Flagged')).toHaveLength(2);
    expect(within(risk).getAllByText('Clear')).toHaveLength(3);
  });

  it("previews the to-do list read-only and ends with the reviewer's words", () => {
    render(<ReportView form={form} reply={words} />);
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(todoItems(form).length);
    for (const box of boxes) expect(box).toBeDisabled();
    expect(screen.getByText('A hand-written note from your reviewer.')).toBeInTheDocument();
  });

  it("ticks the customer's items through the callback", () => {
    const onToggle = jest.fn();
    const items = todoItems(form).map((item, index) => ({ ...item, done: index === 0 }));
    render(<ReportView form={form} reply={words} todo={{ items, onToggle }} />);
    expect(screen.getByText(`1 of ${items.length} done`)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('checkbox')[1]);
    expect(onToggle).toHaveBeenCalledWith(items[1].id, true);
  });

  it('shows a reply without a checklist as its words alone: no figures, checks or to-do list', () => {
    render(<ReportView form={null} reply={words} />);
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Checks')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Summary' })).toBeInTheDocument();
  });
});
