import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { BUILTIN_CHARACTERS, BUILTIN_CHARACTER_IDS, type BuiltinCharacterId } from 'shared-contracts';
import { labels } from '../labels';

export interface CharacterPickerProps {
  value: BuiltinCharacterId;
  onChange(next: BuiltinCharacterId): void;
  /** Draws a character (the route hands in the built-in avatar). */
  renderCharacter(id: BuiltinCharacterId): ReactNode;
}

const isCharacter = (v: string): v is BuiltinCharacterId => (BUILTIN_CHARACTER_IDS as readonly string[]).includes(v);

/** The built-in characters as cards with their drawing, one radio group. */
export function CharacterPicker({ value, onChange, renderCharacter }: CharacterPickerProps) {
  return (
    <RadioGroup
      aria-label={labels.character}
      value={value}
      onChange={(event) => {
        if (isCharacter(event.target.value)) onChange(event.target.value);
      }}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1.5 }}
    >
      {BUILTIN_CHARACTERS.map((character) => {
        const selected = character.id === value;
        return (
          <Box
            key={character.id}
            component="label"
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.5,
              p: 1.5,
              pt: 1,
              border: 2,
              borderColor: selected ? 'primary.main' : 'divider',
              borderRadius: 2,
              bgcolor: selected ? 'action.hover' : 'background.paper',
              cursor: 'pointer',
              '&:hover': { borderColor: selected ? 'primary.main' : 'primary.light' },
            }}
          >
            <Radio value={character.id} size="small" sx={{ position: 'absolute', top: 4, left: 4 }} />
            <Box sx={{ lineHeight: 0 }}>{renderCharacter(character.id)}</Box>
            <Typography variant="subtitle2" component="span">
              {character.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="span" sx={{ textAlign: 'center' }}>
              {character.description}
            </Typography>
          </Box>
        );
      })}
    </RadioGroup>
  );
}
