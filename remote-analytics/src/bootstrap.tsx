import { runStandalone } from 'shared-ui/standalone';
import { labels } from './labels';
import { paths } from './paths';
import AnalyticsSection from './section';

// Only runs when this remote is opened on its own dev server; the host never loads this module.
runStandalone({ runningAlone: labels.standalone.runningAlone, indexPath: paths.analytics, section: <AnalyticsSection /> });
