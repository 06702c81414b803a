/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig, useSWRConfig } from 'swr';
import { waitingListAddresses } from '@/lib/contract/addresses';
import { waitingListCalls } from '@/lib/contract/waiting-list';
import { readKey } from '@/lib/contract/address';
import { useAddress } from './use-address';
import { useCall } from './use-call';

// A page kept free of zod reads by address (useAddress), another part of the site reads the same call by value
// (useCall): one read of the hall API serves both, and telling the cache that the call changed refreshes both.
const input = { query: { sessionId: 7 } };
let answers = 0;

beforeEach(() => {
  answers = 0;
  global.fetch = jest.fn(async () => {
    answers += 1;
    return { ok: true, status: 200, json: async () => ({ code: 20000, subCode: null, subMsg: null, data: [] }) };
  }) as unknown as typeof fetch;
});

function ByAddress() {
  const { data } = useAddress<typeof waitingListCalls.mine>(waitingListAddresses.mine, input);
  return <p>{data ? `address read ${data.length}` : 'address waiting'}</p>;
}

function ByCall() {
  const { data } = useCall(waitingListCalls.mine, input);
  return <p>{data ? `call read ${data.length}` : 'call waiting'}</p>;
}

function Teller() {
  const { mutate } = useSWRConfig();
  return (
    <button type="button" onClick={() => void mutate(readKey(waitingListCalls.mine, input))}>
      changed
    </button>
  );
}

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 60_000 }}>
      <ByAddress />
      <ByCall />
      <Teller />
    </SWRConfig>,
  );
}

it('reads a call once for the hook by address and the hook by value', async () => {
  show();
  expect(await screen.findByText('address read 0')).toBeTruthy();
  expect(await screen.findByText('call read 0')).toBeTruthy();
  expect(answers).toBe(1);
});

it('refreshes both when the call is told it changed', async () => {
  show();
  await screen.findByText('call read 0');
  await act(async () => {
    fireEvent.click(screen.getByText('changed'));
  });
  await waitFor(() => expect(answers).toBe(2));
});
