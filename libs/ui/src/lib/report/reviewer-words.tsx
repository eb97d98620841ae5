import { replyBlocks } from './report-text';

/** The reviewer's reply as sent: underlined lines become headings, everything else keeps its line breaks. */
export function ReviewerWords({ reply }: { reply: string }) {
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
        const Heading = block.level === 2 ? 'h3' : 'h4';
        return (
          <Heading
            key={index}
            className={`pp-report-words__heading pp-report-words__heading--${Heading}`}
          >
            {block.text}
          </Heading>
        );
      })}
    </div>
  );
}
