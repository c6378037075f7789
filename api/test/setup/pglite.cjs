process.env.API_TEST_DATABASE = 'pglite';
