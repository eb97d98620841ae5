import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Faq } from './faq';
import { ContentSection, TableOfContents } from './section';
import { TableScroller } from './table';
import { SegmentedControl } from './toggle';

function Billing() {
  const [value, setValue] = useState<'monthly' | 'yearly'>('monthly');
  return (
    <>
      <SegmentedControl
        legend="Billing period"
        value={value}
        onChange={setValue}
        options={[
          { value: 'monthly', label: 'Monthly' },
          { value: 'yearly', label: 'Yearly', hint: 'Save 20%' },
        ]}
      />
      <output>{value}</output>
    </>
  );
}

describe('content primitives', () => {
  it('SegmentedControl is a named group of radios that click and arrow keys switch', async () => {
    const user = userEvent.setup();
    render(<Billing />);
    const group = screen.getByRole('group', { name: 'Billing period' });
    const [monthly, yearly] = within(group).getAllByRole('radio');
    expect(monthly).toBeChecked();
    expect(yearly).toHaveAccessibleName('Yearly Save 20%');
    await user.click(yearly);
    expect(screen.getByRole('status')).toHaveTextContent('yearly');
    monthly.focus();
    await user.click(monthly);
    await user.keyboard('{ArrowRight}');
    expect(yearly).toBeChecked();
  });

  it('Faq renders each question as a closed disclosure with its answer', async () => {
    const user = userEvent.setup();
    render(<Faq items={[{ id: 'faq-one', question: 'Why?', answer: <p>Because.</p> }]} />);
    const details = screen.getByText('Why?').closest('details') as HTMLDetailsElement;
    expect(details).toHaveAttribute('id', 'faq-one');
    expect(details.open).toBe(false);
    await user.click(screen.getByText('Why?'));
    expect(details.open).toBe(true);
    expect(within(details).getByText('Because.')).toBeInTheDocument();
  });

  it('TableOfContents links to the ContentSections it lists', () => {
    render(
      <>
        <TableOfContents entries={[{ id: 'one', title: 'First part' }]} />
        <ContentSection id="one" title="First part">
          <p>Text</p>
        </ContentSection>
      </>,
    );
    const link = within(screen.getByRole('navigation', { name: 'On this page' })).getByRole(
      'link',
      { name: 'First part' },
    );
    expect(link).toHaveAttribute('href', '#one');
    expect(screen.getByRole('region', { name: 'First part' })).toHaveAttribute('id', 'one');
    expect(screen.getByRole('heading', { level: 2, name: 'First part' })).toBeInTheDocument();
  });

  it('TableScroller is a labelled region keyboard users can focus to scroll', () => {
    render(
      <TableScroller label="Plans">
        <table>
          <tbody>
            <tr>
              <td>x</td>
            </tr>
          </tbody>
        </table>
      </TableScroller>,
    );
    expect(screen.getByRole('region', { name: 'Plans' })).toHaveAttribute('tabindex', '0');
  });
});
