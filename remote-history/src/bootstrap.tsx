import { runStandalone } from 'shared-ui/standalone';
import { labels } from './labels';
import { paths } from './paths';
import HistorySection from './section';

// Only runs when this remote is opened on its own dev server; the host never loads this module.
runStandalone({ runningAlone: labels.standalone.runningAlone, indexPath: paths.formHistory, section: <HistorySection /> });
