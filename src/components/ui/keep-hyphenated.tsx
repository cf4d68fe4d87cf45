import { Fragment } from 'react';

/**
 * A heading's text with each hyphenated compound ("30-minute", "AI-assisted")
 * kept on one line, so a balanced heading never breaks after its hyphen.
 */
export function KeepHyphenated({ text }: { text: string }) {
  const parts = text.split(/(\S+-\S+)/);
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
