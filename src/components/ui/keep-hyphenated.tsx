import { Fragment } from 'react';
import { showRange } from '#src/content/typography';

/**
 * A heading's text with each hyphenated compound ("30-minute", "AI-assisted")
 * kept on one line, so a balanced heading never breaks after its hyphen, and
 * each range set with an en dash ("2–3 weeks", see content/typography.ts).
 */
export function KeepHyphenated({ text }: { text: string }) {
  const parts = showRange(text).split(/(\S+[-\u2013]\S+)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
