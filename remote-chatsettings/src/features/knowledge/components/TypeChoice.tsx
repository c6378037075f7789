import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import LanguageIcon from '@mui/icons-material/Language';
import QuestionAnswerOutlinedIcon from '@mui/icons-material/QuestionAnswerOutlined';
import { KNOWLEDGE_ITEM_TYPES, type KnowledgeItemType } from 'shared-contracts';
import { labels } from '../labels';

const ICONS = {
  article: <ArticleOutlinedIcon />,
  qa: <QuestionAnswerOutlinedIcon />,
  file: <InsertDriveFileOutlinedIcon />,
  url: <LanguageIcon />,
} as const;

export interface TypeChoiceProps {
  value: KnowledgeItemType;
  onChange(type: KnowledgeItemType): void;
}

/** Which kind of knowledge to register; each kind has its own form below. */
export function TypeChoice({ value, onChange }: TypeChoiceProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {labels.editor.typeLegend}
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={value}
        onChange={(_event, next: KnowledgeItemType | null) => {
          if (next !== null) onChange(next);
        }}
        color="primary"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', maxWidth: 880 }}
      >
        {KNOWLEDGE_ITEM_TYPES.map((type) => (
          <ToggleButton key={type} value={type} sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, py: 1.5, textTransform: 'none' }}>
            {ICONS[type]}
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {labels.types[type].title}
            </Typography>
            <Typography component="span" variant="caption" color="text.secondary">
              {labels.types[type].description}
            </Typography>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
