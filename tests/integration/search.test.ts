import { searchCases } from './searchCases';

// On the embedded default: SQLite's FTS5.
searchCases('search', async () => undefined);
