// Defaults for every browser package's tests. The first render of a section loads its lazy routes
// and MUI through ts-jest; on CI's two cores, shared with the other packages' workers, that has
// taken longer than Testing Library's 1 s default for a findBy (remote-chatsettings' knowledge editor
// failed CI so). A wait that finds its element returns at once, so a longer limit costs a passing
// test nothing; one that never finds it still fails, with the same message.
// Resolved from the test file, so it is the copy the test itself imports (configure is per copy).
const path = require('node:path');
const { configure } = require(require.resolve('@testing-library/react', { paths: [path.dirname(globalThis.expect.getState().testPath)] }));

configure({ asyncUtilTimeout: 10_000 });
