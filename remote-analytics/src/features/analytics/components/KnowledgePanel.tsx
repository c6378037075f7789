import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { AnalyticsKnowledge, AnalyticsQuery } from 'shared-contracts';
import { labels } from '../../../labels';
import { knowledgeEditPath } from '../../../paths';
import { useAnalyticsKnowledge } from '../api/get-knowledge';
import { DataTable } from './DataTable';
import { QueryPanel } from './QueryPanel';

const k = labels.knowledge;

function ItemLink({ itemId, title }: { itemId: string; title: string }) {
  return (
    <Link component={RouterLink} to={knowledgeEditPath(itemId)}>
      {title}
    </Link>
  );
}

function NeverCited({ data }: { data: AnalyticsKnowledge }) {
  const headingId = useId();
  const rest = data.never_cited_total - data.never_cited.length;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2.5 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {k.neverCited(data.never_cited_total)}
      </Typography>
      {data.never_cited_total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {k.allCited}
        </Typography>
      ) : (
        <>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3, display: 'grid', gap: 0.5, wordBreak: 'break-all' }}>
            {data.never_cited.map((item) => (
              <li key={item.item_id}>
                <ItemLink itemId={item.item_id} title={item.title} />
              </li>
            ))}
          </Box>
          {rest > 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {k.neverCitedMore(rest)}
            </Typography>
          ) : null}
        </>
      )}
    </Box>
  );
}

/** ナレッジの引用: the items the answers stood on most, and those no answer used; each opens its edit screen. */
export function KnowledgePanel({ query }: { query: AnalyticsQuery }) {
  return (
    // Never empty: even with nothing cited, the never-cited items are the news.
    <QueryPanel title={k.title} result={useAnalyticsKnowledge(query)} isEmpty={() => false} empty="">
      {(data) => (
        <>
          {data.most_cited.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
              {k.noneCited}
            </Typography>
          ) : (
            <DataTable
              label={k.mostCitedCaption}
              rows={data.most_cited}
              rowKey={(item) => item.item_id}
              columns={[
                { header: k.item, cell: (item) => <ItemLink itemId={item.item_id} title={item.title} /> },
                { header: k.count, numeric: true, cell: (item) => item.count },
              ]}
            />
          )}
          <NeverCited data={data} />
        </>
      )}
    </QueryPanel>
  );
}
