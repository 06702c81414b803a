// The station letter a renter gets when the hall (or the system, for a payment or a lapsed option) moves their
// project, and the receipt of their consultation (the one move of their own that leaves them waiting on the hall):
// what happened and what comes next, worded in the message files (letters.project) in both languages, with the
// step the move led to as its link. The hall's note is quoted as written, on a line of its own.
import { PROJECT_STEPS, type ProjectProcess } from '@/lib/contract/project-steps';
import { fill, messagesFor } from './messages';
import { letterLink, type LetterWords } from './letters';

const zh = messagesFor('zh-CN').letters.project;
const en = messagesFor('en-US').letters.project;

/**
 * The moves of services/enterprise/flow.ts the hall or the system makes, and the renter's submitted consultation,
 * each with its letter (a test checks every one has its letter).
 */
export const LETTERS = zh.moves;
type Move = keyof typeof LETTERS;

/** The project as the letter names it, and the step the move led to. */
export type LetterProject = { id: number; name: string; process: ProjectProcess };

function words(texts: typeof zh, move: Move, project: string, note: string | null) {
  const { what, next } = texts.moves[move];
  const values = { what, project };
  const lines = [fill(texts.body, values), note ? fill(texts.note, { note }) : null, next];
  return { title: fill(texts.title, values), body: lines.filter((line) => line !== null).join('\n') };
}

/** The letter for a move the hall or the system made or for the submitted consultation, or null for the renter's other moves. */
export function projectLetter(move: string, project: LetterProject, note: string | null): (LetterWords & { link: string }) | null {
  if (!Object.hasOwn(LETTERS, move)) return null;
  const [zhWords, enWords] = [words(zh, move as Move, project.name, note), words(en, move as Move, project.name, note)];
  const step = PROJECT_STEPS.find((s) => s.process === project.process)!;
  return {
    title: zhWords.title,
    enTitle: enWords.title,
    body: zhWords.body,
    enBody: enWords.body,
    link: letterLink(`${step.path}?id=${project.id}`),
  };
}
