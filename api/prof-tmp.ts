import { analyse } from '#src/domains/knowledge/text/morphology/analyse';
import { readFileSync } from 'node:fs';
const texts: string[] = [];
for (const d of ['bakery-cafe', 'dental-clinic', 'city-office']) for (const i of JSON.parse(readFileSync(`test/knowledge/fixtures/answer-quality/${d}/items.json`, 'utf8')).items) texts.push(i.answer.normalize('NFKC'));
analyse('あ');
for (let round = 0; round < 4; round++) {
const t0 = performance.now(); let chars = 0;
for (let r = 0; r < 50; r++) for (const t of texts) { analyse(t); chars += t.length; }
console.log('µs per 100 chars', ((performance.now() - t0) * 1000 / chars * 100).toFixed(0));
}
