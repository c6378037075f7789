// Defaults for every browser package's tests. The first render of a section loads its lazy routes
// and MUI through ts-jest; on CI's two cores, shared with the other packages' workers, that has
// taken longer than Testing Library's 1 s default for a findBy (remote-chatsettings' knowledge editor
// failed CI so). A wait that finds its element returns at once, so a longer limit costs a passing
// test nothing; one that never finds it still fails, with the same message.
// Resolved from the test file, so it is the copy the test itself imports (configure is per copy).
const path = require('node:path');

const testDir = path.dirname(globalThis.expect.getState().testPath);
/** A package as the test file resolves it (every DOM test's package has Testing Library). */
const fromTest = (name) => require.resolve(name, { paths: [testDir] });
/** The same, or undefined where the package does not use it. */
function optionalFromTest(name) {
  try {
    return fromTest(name);
  } catch {
    return undefined;
  }
}

const { configure } = require(fromTest('@testing-library/react'));
configure({ asyncUtilTimeout: 10_000 });

// MUI's multiline text fields size themselves (TextareaAutosize): after every render a layout
// effect reads getComputedStyle of the textarea and of a hidden copy. jsdom lays nothing out (every
// height is 0, so the sizing changes nothing here), and its getComputedStyle matches the element
// against every emotion rule in the document, each call: in the form builder's tests that was a
// fifth of the run. So a multiline field is a plain textarea with the same props and events here;
// the e2e suite in Chromium is where the sizing shows. (MUI's InputBase requires the same file.)
const textareaAutosize = optionalFromTest('@mui/material/TextareaAutosize');
if (textareaAutosize) {
  // `jest` is the module wrapper's, as in a test file.
  jest.mock(textareaAutosize, () => {
    const React = require(fromTest('react'));
    const TextareaAutosize = React.forwardRef(function TextareaAutosize(props, ref) {
      // minRows and maxRows are the sizing's, not attributes of a textarea.
      const textareaProps = { ...props };
      delete textareaProps.minRows;
      delete textareaProps.maxRows;
      return React.createElement('textarea', { ...textareaProps, ref });
    });
    return { __esModule: true, default: TextareaAutosize };
  });
}
