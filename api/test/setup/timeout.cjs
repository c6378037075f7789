// Each test app boots a database and runs the migrations; on a busy 2-core machine that takes seconds.
jest.setTimeout(60_000);
