// Starting an application on a fresh database takes several seconds (PGlite initialises its data
// directory; an external server creates a database), far beyond jest's 5 s default.
jest.setTimeout(60_000);
