import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { builtinCharacterOf, type BuiltinCharacterId } from 'shared-contracts';
import { avatarPlacement, type LauncherPlacement } from 'widget/avatar';
import { labels } from '../labels';
import { WidgetAvatar } from './WidgetAvatar';

type Device = 'desktop' | 'phone';

const VIEWPORTS: Record<Device, { width: number; height: number }> = {
  desktop: { width: 1280, height: 720 },
  phone: { width: 390, height: 844 },
};

/**
 * The desktop frame shows the launcher's side of the window, 800 × 450 of its 1280 × 720 px: the
 * avatar can never leave it on the inside (-600 px at 150%), and it is drawn half again as large
 * as the whole window would allow in the form's side column.
 */
const DESKTOP_CROP = { width: 800, height: 450 };

function viewBoxOf(device: Device, side: LauncherPlacement['side']): string {
  const { width, height } = VIEWPORTS[device];
  if (device === 'phone') return `0 0 ${width} ${height}`;
  const x = side === 'right' ? width - DESKTOP_CROP.width : 0;
  return `${x} ${height - DESKTOP_CROP.height} ${DESKTOP_CROP.width} ${DESKTOP_CROP.height}`;
}

export interface AvatarPagePreviewProps {
  character: BuiltinCharacterId;
  position: number;
  size: number;
  launcher: LauncherPlacement;
  /** The launcher's colour (the chat UI theme colour). */
  launcherColor: string;
  /** An emotion key, drawn as the widget would draw it. */
  emotion?: string | null;
  /** An image of the owner's own, drawn in the avatar's box in place of the character. */
  imageUrl?: string | null;
}

/** Grey blocks in place of the owner's page, drawn in the viewport's own px. */
function FakePage({ width, height }: { width: number; height: number }) {
  const pad = width > 600 ? 48 : 20;
  const inner = width - pad * 2;
  const bar = (y: number, w: number) => <rect x={pad} y={y} width={inner * w} height={14} rx={7} fill="#e4e4ec" />;
  return (
    <g aria-hidden>
      <rect width={width} height={height} fill="#fff" />
      <rect width={width} height={64} fill="#f1f1f6" />
      <rect x={pad} y={22} width={120} height={20} rx={10} fill="#d0d0dc" />
      <rect x={pad} y={100} width={inner} height={width > 600 ? 200 : 160} rx={12} fill="#f1f1f6" />
      {bar(width > 600 ? 340 : 290, 0.9)}
      {bar(width > 600 ? 370 : 320, 0.75)}
      {bar(width > 600 ? 400 : 350, 0.82)}
      {bar(width > 600 ? 430 : 380, 0.6)}
    </g>
  );
}

/**
 * A visitor's window with the avatar where the widget will draw it, from the form's unsaved values:
 * on a desktop (1280 px wide) or a phone (390 px), since a position in px lands differently on each.
 */
export function AvatarPagePreview({ character, position, size, launcher, launcherColor, emotion = null, imageUrl = null }: AvatarPagePreviewProps) {
  const [device, setDevice] = useState<Device>('desktop');
  const viewport = VIEWPORTS[device];
  const placement = avatarPlacement({ position, size, launcher, viewport });
  const l = placement.launcher;
  const launcherCentre = { x: l.x + l.size / 2, y: l.y + l.size / 2 };
  const avatarCentreX = placement.x + placement.box / 2;
  const name = imageUrl ? labels.ownImage : builtinCharacterOf(character).name;

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {device === 'desktop' ? labels.desktopSize : labels.phoneSize}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={device}
          aria-label={labels.device}
          onChange={(_event, next: Device | null) => {
            if (next) setDevice(next);
          }}
        >
          <ToggleButton value="desktop">{labels.desktop}</ToggleButton>
          <ToggleButton value="phone">{labels.phone}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        sx={{
          mx: 'auto',
          width: device === 'desktop' ? '100%' : 200,
          border: device === 'desktop' ? 1 : 6,
          borderColor: device === 'desktop' ? 'divider' : 'grey.800',
          borderRadius: device === 'desktop' ? 2 : 5,
          overflow: 'hidden',
          lineHeight: 0,
          bgcolor: 'background.paper',
        }}
      >
        <svg
          viewBox={viewBoxOf(device, launcher.side)}
          width="100%"
          role="img"
          aria-label={labels.frameLabel(name)}
          data-testid="avatar-page-preview"
          data-device={device}
          data-position={position}
          data-size={size}
          data-visibility={placement.visibility}
          style={{ display: 'block' }}
        >
          <FakePage {...viewport} />
          {/* The offset, measured from the launcher's centre: what the position field sets. */}
          <g stroke="#a78bfa" strokeWidth={device === 'desktop' ? 2 : 3} strokeDasharray="8 6" fill="none">
            <line x1={launcherCentre.x} y1={l.y - 6} x2={launcherCentre.x} y2={l.y + l.size + 6} />
            <line x1={launcherCentre.x} y1={l.y - 12} x2={avatarCentreX} y2={l.y - 12} />
          </g>
          {/* The widget's own avatar in its own box, scaled with the drawing of the window around it. */}
          <foreignObject x={placement.x} y={placement.y} width={placement.box} height={placement.box} data-testid="avatar-page-preview-avatar">
            <WidgetAvatar character={character} images={imageUrl ? { neutral: imageUrl } : undefined} emotion={emotion} size={placement.box} />
          </foreignObject>
          <g aria-label={labels.launcher}>
            <circle cx={launcherCentre.x} cy={launcherCentre.y} r={l.size / 2} fill={launcherColor} />
            <path
              transform={`translate(${launcherCentre.x - 12} ${launcherCentre.y - 12})`}
              d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4V6a2 2 0 0 1 2-2z"
              fill="none"
              stroke="#fff"
              strokeWidth={2}
              strokeLinejoin="round"
            />
          </g>
        </svg>
      </Box>
      {placement.visibility !== 'whole' ? (
        <Alert severity="warning" role="status" sx={{ mt: 1.5 }}>
          {placement.visibility === 'none' ? labels.outside : labels.partlyOutside}
        </Alert>
      ) : null}
    </Box>
  );
}
