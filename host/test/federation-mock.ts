import { loadSection } from '../src/federation';

/** The mocked loadSection (tests call jest.mock('../src/federation/remotes') first). */
export const loadSectionMock = jest.mocked(loadSection);
