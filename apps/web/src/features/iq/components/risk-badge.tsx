import type { RiskLevel } from '@lexi/shared/api/iq';
import { messages } from '@lexi/shared/messages';
import { Badge } from '@mantine/core';

export const riskColors: Record<RiskLevel, string> = {
  high: 'red',
  medium: 'orange',
  low: 'yellow',
  none: 'gray',
};

/** "High risk", "Medium risk"… "No risk" in the level's colour (the words carry it too, not the colour alone). */
export function RiskBadge({ risk }: { risk: RiskLevel }) {
  return (
    <Badge color={riskColors[risk]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {messages.analysis.texts.riskNames[risk]}
    </Badge>
  );
}
