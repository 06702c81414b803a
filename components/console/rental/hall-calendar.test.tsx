/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { HallCalendarHold } from '@/lib/contract/rental';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { HallHoldsList } from './hall-calendar';

// The offer being made: project 7, asked for 2027-05-10 09:00–23:30 in the hall's time.
const asked = { startsAt: Date.parse('2027-05-10T09:00:00+08:00'), endsAt: Date.parse('2027-05-10T23:30:00+08:00') };
const holds: HallCalendarHold[] = [
  {
    id: 1,
    projectId: 3,
    projectName: '春季新品发布会',
    option: 'definite',
    startsAt: '2027-05-10T01:00:00.000Z',
    endsAt: '2027-05-10T15:30:00.000Z',
    expiresAt: null,
  },
  {
    id: 2,
    projectId: 7,
    projectName: '夏日音乐会',
    option: 'second',
    startsAt: '2027-05-12T01:00:00.000Z',
    endsAt: '2027-05-12T15:30:00.000Z',
    expiresAt: '2027-04-30T10:00:00.000Z',
  },
];

function show(locale: 'en-US' | 'zh-CN', list = holds) {
  const messages = locale === 'en-US' ? en : zh;
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <HallHoldsList holds={list} projectId={7} asked={asked} />
    </NextIntlClientProvider>,
  );
}

describe('the hall’s calendar beside the offer form', () => {
  it('lists each hold with what it is, whose project (a link), its dates, its lapse, and whether it meets the asked dates', () => {
    show('en-US');
    const [booked, ours] = screen.getAllByTestId('calendar-hold');
    expect(booked.getAttribute('data-option')).toBe('definite');
    expect(within(booked).getByText('Definite')).toBeTruthy();
    expect(within(booked).getByRole('link', { name: '春季新品发布会' }).getAttribute('href')).toBe('/console/rental/3');
    expect(booked.textContent).toContain('2027-05-10 09:00 – 2027-05-10 23:30');
    expect(booked.textContent).toContain('Meets these dates');
    expect(within(ours).getByText('Second option')).toBeTruthy();
    expect(ours.textContent).toContain('This project');
    expect(ours.textContent).toContain('Option lapses 2027-04-30 18:00');
    expect(ours.textContent).not.toContain('Meets these dates');
  });

  it('speaks Chinese too, and says when the hall has nothing held around the dates', () => {
    const { unmount } = show('zh-CN');
    const [booked] = screen.getAllByTestId('calendar-hold');
    expect(booked.textContent).toContain('确定预订');
    expect(booked.textContent).toContain('与所填日期重叠');
    unmount();
    show('zh-CN', []);
    expect(screen.getByText(zh.console.rental.calendar.empty)).toBeTruthy();
  });
});
