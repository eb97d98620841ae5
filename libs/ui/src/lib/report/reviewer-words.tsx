import { replyBlocks } from '@profileproof/analysis';

/**
 * The reviewer's reply as sent: underlined lines become headings (`=` one level under `level`'s
 * parent, `-` the next), everything else keeps its line breaks.
 */
export function ReviewerWords({ reply, level = 3 }: { reply: string; level?: 3 | 4 }) {
  return (
    <div className="pp-report-words">
      {replyBlocks(reply).map((block, index) => {
        if (block.kind === 'text') {
          return (
            <p key={index} className="pp-report-words__text">
              {block.text}
            </p>
          );
        }
        const depth = level + (block.level === 2 ? 0 : 1);
        const Heading = depth === 3 ? 'h3' : depth === 4 ? 'h4' : 'h5';
        return (
          <Heading
            key={index}
            className={`pp-report-words__heading pp-report-words__heading--${block.level === 2 ? 'title' : 'section'}`}
          >
            {block.text}
          </Heading>
        );
      })}
    </div>
  );
}
