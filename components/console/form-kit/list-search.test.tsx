/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ListSearch, useListSearch } from './list-search';

function List() {
  const search = useListSearch();
  return (
    <>
      <ListSearch id="search" label="Title" submitLabel="Search" search={search} />
      <button type="button" onClick={() => search.setPage(3)}>
        page 3
      </button>
      <output data-testid="asked">{`${search.q}|${search.page}`}</output>
    </>
  );
}

describe('a console list’s search row', () => {
  it('asks for the typed words only once sent, trimmed, from the first page', async () => {
    render(<List />);
    fireEvent.click(screen.getByText('page 3'));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  gala ' } });
    expect(screen.getByTestId('asked').textContent).toBe('|3');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(screen.getByTestId('asked').textContent).toBe('gala|1');
  });
});
