import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { KNOWLEDGE_ITEM_TYPE_LABELS, SEARCH_TEST_QUESTION_MAX, searchTestRequestSchema } from 'shared-contracts';
import { isImeComposing } from 'shared-ui';
import { useSearchTest } from '../api/search-test';
import { knowledgeEditPath } from '../utils/knowledge-paths';
import { labels } from '../labels';

/** 質問をテスト: the passages the agent would answer a question from, best first, with their scores. */
export function SearchTestBox() {
  const t = labels.searchTest;
  const search = useSearchTest();
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = searchTestRequestSchema.safeParse({ question });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    search.mutate(parsed.data);
  }

  const results = search.data?.results;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="search-test-title" sx={{ p: 2.5, mt: 3 }}>
      <Typography id="search-test-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.description}
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          label={t.question}
          placeholder={t.placeholder}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            // Enter that confirms a kana conversion is not a request to search.
            if (event.key === 'Enter' && isImeComposing(event)) event.preventDefault();
          }}
          error={problem !== null}
          helperText={problem ?? ' '}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: SEARCH_TEST_QUESTION_MAX } }}
        />
        <Button type="submit" variant="contained" disabled={search.isPending} sx={{ flexShrink: 0, mt: 0.25 }}>
          {search.isPending ? t.submitting : t.submit}
        </Button>
      </Box>
      {search.error ? <Alert severity="error">{search.error.message}</Alert> : null}
      {results !== undefined ? (
        results.length === 0 ? (
          <Typography role="status" variant="body2" color="text.secondary">
            {t.none}
          </Typography>
        ) : (
          <Box component="ol" aria-label={t.resultsLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {results.map((result) => (
              <Box
                component="li"
                key={result.passage_id}
                data-testid="search-test-result"
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.75 }}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" color="primary" label={t.score(result.score)} sx={{ fontVariantNumeric: 'tabular-nums' }} />
                  {typeof result.similarity === 'number' ? (
                    <Chip
                      size="small"
                      color="secondary"
                      variant="outlined"
                      label={t.similarity(result.similarity)}
                      title={result.score === 0 ? t.byMeaningOnly : undefined}
                      sx={{ fontVariantNumeric: 'tabular-nums' }}
                    />
                  ) : null}
                  <Chip size="small" variant="outlined" label={KNOWLEDGE_ITEM_TYPE_LABELS[result.item_type]} />
                  <Link component={RouterLink} to={knowledgeEditPath(result.item_id)} aria-label={t.openItem(result.item_title)} sx={{ fontWeight: 700 }}>
                    {result.item_title}
                  </Link>
                </Box>
                {result.heading ? (
                  <Typography variant="caption" color="text.secondary">
                    {result.heading}
                  </Typography>
                ) : null}
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {result.text}
                </Typography>
              </Box>
            ))}
          </Box>
        )
      ) : null}
    </Paper>
  );
}
