import { messages } from '@lexi/shared/messages';
import { Badge } from '@mantine/core';

/** The colour of a score: 75 and over is green, 50 and over is amber, below is red. */
export function scoreColor(score: number): string {
  return score >= 75 ? 'teal' : score >= 50 ? 'yellow' : 'red';
}

/** A contract's score out of 100, coloured by how safe it is for the represented party. */
export function ScoreBadge({ score }: { score: number }) {
  return (
    <Badge
      color={scoreColor(score)}
      variant="light"
      size="lg"
      aria-label={messages.analysis.page.score.label(score)}
    >
      {messages.analysis.texts.scoreOutOf(score)}
    </Badge>
  );
}
