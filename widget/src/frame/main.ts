import './styles.css';
// After the base styles: its rules win over theirs at the same specificity.
import './phone.css';
import { startApp } from './app';
import { frameContext } from './context';
import { labels } from './labels';

const ctx = frameContext(window.location);
if (ctx) startApp(ctx);
else document.body.textContent = labels.notEmbedded;
