import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIGURATION_PAGE, renderConfigurationPage } from '../config/env-docs';

/** `pnpm docs:config`: writes docs/configuration.md from the environment catalogue. */
const file = path.resolve(__dirname, '../../..', CONFIGURATION_PAGE);
writeFileSync(file, renderConfigurationPage());
console.log(`wrote ${path.relative(process.cwd(), file)}`);
